// A one-shot render tells the C library's allocator to keep what it frees; the setting
// lives in a C file, where a missing header once turned it into a no-op without a sign.

import Testing

@testable import RenderCLI

@Suite("allocator settings")
struct AllocatorSettingsTests {
    @Test("the allocator takes the one-shot render's settings on glibc")
    func keepsFreedMemory() {
        #if canImport(Glibc)
            #expect(SnapshotOptions.keepFreedMemory())
        #else
            #expect(!SnapshotOptions.keepFreedMemory())
        #endif
    }
}
