/*
 * icuuc.dll: a stand-in for Windows' own ICU library, for the Windows check under Wine only.
 *
 * Windows 10 (1703 and later) and 11 ship ICU as a system DLL, icuuc.dll, and Qt6Core.dll from
 * the PySide6 wheel imports 20 of its legacy-codec functions (ucnv_*: QStringConverter's
 * codecs for encodings other than UTF-8/16/32 and Latin-1). Wine 10 has no icuuc.dll, so the
 * Windows loader refuses Qt6Core.dll and `import PySide6.QtCore` fails before anything runs.
 *
 * Every converter here is "unsupported" (U_UNSUPPORTED_ERROR): Qt then behaves as if ICU knew no
 * legacy codec, which the game never uses (its files are UTF-8). The check builds this file
 * with Debian's MinGW-w64 (x86_64-w64-mingw32-gcc -O2 -shared -s) and copies the DLL into the
 * Wine prefix's system32, where Windows keeps the real one. It is never part of the bundle or
 * the installer: on Windows the system's icuuc.dll is used.
 *
 * Each exported name below is one that Qt6Core.dll imports (objdump -p Qt6Core.dll); a missing
 * one makes the loader fail just the same, so none may be dropped.
 */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;                /* ICU: <= 0 is success, > 0 an error */
#define U_UNSUPPORTED_ERROR 16

#define EXPORT __declspec(dllexport)

/* Turn a success (or warning) into "unsupported"; an error already set is kept. */
static void unsupported(UErrorCode *error)
{
    if (error != NULL && *error <= 0)
        *error = U_UNSUPPORTED_ERROR;
}

/* Opening a converter for a named encoding: there is none. */
EXPORT void *ucnv_open(const char *name, UErrorCode *error)
{
    (void)name;
    unsupported(error);
    return NULL;
}

/* Closing or resetting a converter (never opened, so nothing to do). */
EXPORT void ucnv_close(void *converter) { (void)converter; }
EXPORT void ucnv_reset(void *converter) { (void)converter; }

/* The substitution callbacks Qt installs on a converter, by address. */
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args,
                                            const uint16_t *units, int32_t length,
                                            int32_t code_point, int reason, UErrorCode *error)
{
    (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason;
    unsupported(error);
}

EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args,
                                          const char *bytes, int32_t length, int reason,
                                          UErrorCode *error)
{
    (void)context; (void)args; (void)bytes; (void)length; (void)reason;
    unsupported(error);
}

/* Questions about a converter. */
EXPORT int8_t ucnv_getMaxCharSize(const void *converter)
{
    (void)converter;
    return 1;
}

EXPORT const char *ucnv_getName(const void *converter, UErrorCode *error)
{
    (void)converter;
    unsupported(error);
    return NULL;
}

EXPORT int32_t ucnv_toUCountPending(const void *converter, UErrorCode *error)
{
    (void)converter;
    unsupported(error);
    return 0;
}

EXPORT int32_t ucnv_fromUCountPending(const void *converter, UErrorCode *error)
{
    (void)converter;
    unsupported(error);
    return 0;
}

/* The callbacks of a converter: none set, none may be set. */
EXPORT void ucnv_getToUCallBack(const void *converter, void **action, const void **context)
{
    (void)converter;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}

EXPORT void ucnv_getFromUCallBack(const void *converter, void **action, const void **context)
{
    (void)converter;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}

EXPORT void ucnv_setToUCallBack(void *converter, void *new_action, const void *new_context,
                                void **old_action, const void **old_context, UErrorCode *error)
{
    (void)converter; (void)new_action; (void)new_context; (void)old_action; (void)old_context;
    unsupported(error);
}

EXPORT void ucnv_setFromUCallBack(void *converter, void *new_action, const void *new_context,
                                  void **old_action, const void **old_context, UErrorCode *error)
{
    (void)converter; (void)new_action; (void)new_context; (void)old_action; (void)old_context;
    unsupported(error);
}

/* Writing from inside a callback. */
EXPORT void ucnv_cbToUWriteUChars(void *args, const uint16_t *source, int32_t length,
                                  int32_t offset, UErrorCode *error)
{
    (void)args; (void)source; (void)length; (void)offset;
    unsupported(error);
}

EXPORT void ucnv_cbFromUWriteUChars(void *args, const uint16_t **source, const uint16_t *limit,
                                    int32_t offset, UErrorCode *error)
{
    (void)args; (void)source; (void)limit; (void)offset;
    unsupported(error);
}

/* Converting: never reached without a converter, and refused if it were. */
EXPORT void ucnv_toUnicode(void *converter, uint16_t **target, const uint16_t *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           int8_t flush, UErrorCode *error)
{
    (void)converter; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    unsupported(error);
}

EXPORT void ucnv_fromUnicode(void *converter, char **target, const char *target_limit,
                             const uint16_t **source, const uint16_t *source_limit,
                             int32_t *offsets, int8_t flush, UErrorCode *error)
{
    (void)converter; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    unsupported(error);
}

/* The list of known encodings: empty. */
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error)
{
    (void)name; (void)standard;
    unsupported(error);
    return NULL;
}

EXPORT const char *ucnv_getAvailableName(int32_t index)
{
    (void)index;
    return NULL;
}

EXPORT int32_t ucnv_countAvailable(void) { return 0; }
