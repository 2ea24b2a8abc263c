import { type VkDebugUtilsMessengerCreateInfoEXT } from './bindings.generated.js';
/** The name of the Khronos validation layer. */
export declare const VALIDATION_LAYER = "VK_LAYER_KHRONOS_validation";
/** One message from the validation layer (or the loader). */
export interface ValidationMessage {
    readonly severity: 'error' | 'warning';
    readonly type: 'validation' | 'general' | 'performance';
    /** The VUID or message id name, e.g. `VUID-VkBufferCreateInfo-usage-requiredbitmask`. */
    readonly id: string;
    readonly message: string;
}
/** Collects validation messages; owns the registered callback until {@link close}. */
export declare class ValidationMessages {
    /** Every message received so far, oldest first. */
    readonly messages: ValidationMessage[];
    /** The native callback pointer (PFN_vkDebugUtilsMessengerCallbackEXT). */
    readonly callback: bigint;
    private closed;
    constructor();
    /** The create-info for a messenger reporting warnings and errors to this collector. */
    createInfo(): Partial<VkDebugUtilsMessengerCreateInfoEXT>;
    /** Removes and returns the messages collected so far. */
    take(): ValidationMessage[];
    /** Releases the callback; call only after the messenger and instance are destroyed. */
    close(): void;
}
/** Formats messages one per line, for assertion failures and logs. */
export declare function formatMessages(messages: readonly ValidationMessage[]): string;
