// Walks the type records of each loaded Swift image (the `swift5_type_metadata` section)
// the way the Swift runtime's own lookup does, as swift-testing finds its test types on
// Linux: the runtime hands out each image's section bounds through
// `swift_enumerateAllMetadataSections`, an entry point it exports for that purpose on ELF
// platforms. Each record is a 32-bit relative pointer to a type's context descriptor
// (direct, or through a pointer, in its low two bits); a descriptor begins with its flags,
// its parent, its name and its metadata accessor, each a 32-bit word (relative pointers
// for the last three). The layouts are the runtime's ABI (swift/ABI/Metadata.h,
// MetadataSections.h), stable since Swift 5.

#include "cswiftmetadata.h"

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#if defined(__ELF__)

struct wu_range {
    uintptr_t start;
    size_t length;
};

/// The first fields of the runtime's `MetadataSections` (all that is read here).
struct wu_sections {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    struct wu_range protocols;
    struct wu_range protocol_conformances;
    struct wu_range type_metadata;
};

extern void swift_enumerateAllMetadataSections(bool (*body)(const struct wu_sections *sections, void *context),
                                               void *context);

/// A metadata accessor's answer: the metadata and its state.
struct wu_response {
    const void *value;
    uintptr_t state;
};

typedef struct wu_response (*wu_accessor)(uintptr_t request) __attribute__((swiftcall));

struct wu_search {
    const char *marker;
    void (*found)(const void *metadata, void *context);
    void *context;
};

/// The address a 32-bit relative pointer at `p` points to.
static const char *relative(const int32_t *p) {
    int32_t offset;
    memcpy(&offset, p, sizeof offset);
    return (const char *)p + offset;
}

static bool visit(const struct wu_sections *sections, void *context) {
    const struct wu_search *search = context;
    const struct wu_range types = sections->type_metadata;
    for (size_t at = 0; at + sizeof(int32_t) <= types.length; at += sizeof(int32_t)) {
        const int32_t *record = (const int32_t *)(types.start + at);
        int32_t raw;
        memcpy(&raw, record, sizeof raw);
        unsigned kind = (unsigned)raw & 3;
        const char *target = (const char *)record + (raw & ~3);
        const uint32_t *descriptor;
        if (kind == 0) {
            descriptor = (const uint32_t *)target;  // the descriptor itself
        } else if (kind == 1) {
            descriptor = *(const uint32_t *const *)target;  // a pointer to it
        } else {
            continue;  // Objective-C class names
        }
        if (descriptor == NULL) continue;
        uint32_t flags = descriptor[0];
        unsigned descriptor_kind = flags & 0x1F;
        // Classes (16), structs (17) and enums (18) that are not generic (flag 0x80).
        if (descriptor_kind < 16 || descriptor_kind > 18 || (flags & 0x80) != 0) continue;
        const char *name = relative((const int32_t *)&descriptor[2]);
        if (strstr(name, search->marker) == NULL) continue;
        if ((int32_t)descriptor[3] == 0) continue;  // no accessor
        wu_accessor accessor = (wu_accessor)(const void *)relative((const int32_t *)&descriptor[3]);
        struct wu_response response = accessor(0);
        if (response.value != NULL) search->found(response.value, search->context);
    }
    return true;
}

void wu_types_named(const char *marker, void (*found)(const void *metadata, void *context), void *context) {
    struct wu_search search = {marker, found, context};
    swift_enumerateAllMetadataSections(visit, &search);
}

#else

void wu_types_named(const char *marker, void (*found)(const void *metadata, void *context), void *context) {
    (void)marker;
    (void)found;
    (void)context;
}

#endif
