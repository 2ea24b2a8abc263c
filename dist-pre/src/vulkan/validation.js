/**
 * Validation-layer messages: a VK_EXT_debug_utils messenger whose callback (a koffi-registered JS
 * function, called synchronously on the thread making the Vulkan call) collects every warning and error
 * into a list that tests inspect and require to be empty.
 */
import koffi from 'koffi';
import { VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT, } from './bindings.generated.js';
import { registerTypes } from './ffi.js';
import { info } from './structs.js';
/** The name of the Khronos validation layer. */
export const VALIDATION_LAYER = 'VK_LAYER_KHRONOS_validation';
/** Collects validation messages; owns the registered callback until {@link close}. */
export class ValidationMessages {
    /** Every message received so far, oldest first. */
    messages = [];
    /** The native callback pointer (PFN_vkDebugUtilsMessengerCallbackEXT). */
    callback;
    closed = false;
    constructor() {
        registerTypes();
        const fn = (severity, types, pointer, _user) => {
            // koffi hands pointer arguments of callbacks over as addresses; decode the struct here.
            const data = pointer
                ? koffi.decode(pointer, 'VkDebugUtilsMessengerCallbackDataEXT')
                : null;
            this.messages.push({
                severity: severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? 'error' : 'warning',
                type: types & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT
                    ? 'validation'
                    : types & VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT
                        ? 'performance'
                        : 'general',
                id: data?.pMessageIdName ?? String(data?.messageIdNumber ?? ''),
                message: data?.pMessage ?? '',
            });
            return 0;
        };
        this.callback = koffi.register(fn, koffi.pointer('PFN_vkDebugUtilsMessengerCallbackEXT_fn'));
    }
    /** The create-info for a messenger reporting warnings and errors to this collector. */
    createInfo() {
        return info('VkDebugUtilsMessengerCreateInfoEXT', {
            messageSeverity: VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
            messageType: VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT,
            pfnUserCallback: this.callback,
        });
    }
    /** Removes and returns the messages collected so far. */
    take() {
        return this.messages.splice(0, this.messages.length);
    }
    /** Releases the callback; call only after the messenger and instance are destroyed. */
    close() {
        if (this.closed)
            return;
        this.closed = true;
        koffi.unregister(this.callback);
    }
}
/** Formats messages one per line, for assertion failures and logs. */
export function formatMessages(messages) {
    return messages.map((m) => `[${m.severity} ${m.type}] ${m.id}: ${m.message}`).join('\n');
}
//# sourceMappingURL=validation.js.map