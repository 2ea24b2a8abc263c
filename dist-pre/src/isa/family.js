export {};
//# sourceMappingURL=family.js.map