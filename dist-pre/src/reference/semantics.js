export {};
//# sourceMappingURL=semantics.js.map