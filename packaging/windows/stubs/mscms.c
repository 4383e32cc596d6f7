/*
 * mscms.dll: a stand-in for the four colour-management functions Qt's Windows platform plug-in
 * (qwindows.dll) imports, for the Windows check under Wine only.
 *
 * Wine 10's own mscms.dll lacks WcsCreateIccProfile, and the loader cannot bind qwindows.dll
 * without it: the game's real window aborts at once (offscreen runs never load the plug-in and
 * are unaffected). Windows has all four. Here each one answers "no colour profile"
 * (ERROR_NOT_SUPPORTED), and Qt then assumes sRGB, as it does on a screen without a profile.
 *
 * The check builds this file with Debian's MinGW-w64 (x86_64-w64-mingw32-gcc -O2 -shared -s),
 * copies the DLL into the Wine prefix's system32 and runs the game with
 * WINEDLLOVERRIDES=mscms=n,b so that Wine loads it instead of its built-in one. It is never part
 * of the bundle or the installer.
 *
 * The four names are exactly those qwindows.dll imports from mscms.dll (objdump -p qwindows.dll).
 */
#include <windows.h>

#define EXPORT __declspec(dllexport)

/* Opening a profile (the screen's): there is none. */
EXPORT HANDLE WINAPI OpenColorProfileW(void *profile, DWORD access, DWORD share, DWORD creation)
{
    (void)profile; (void)access; (void)share; (void)creation;
    SetLastError(ERROR_NOT_SUPPORTED);
    return NULL;
}

/* Closing a profile (never opened). */
EXPORT BOOL WINAPI CloseColorProfile(HANDLE profile)
{
    (void)profile;
    return TRUE;
}

/* Reading a profile's bytes: nothing to read. */
EXPORT BOOL WINAPI GetColorProfileFromHandle(HANDLE profile, BYTE *buffer, DWORD *size)
{
    (void)profile; (void)buffer; (void)size;
    SetLastError(ERROR_NOT_SUPPORTED);
    return FALSE;
}

/* The one Wine 10 lacks: making an ICC profile from a WCS one. */
EXPORT HANDLE WINAPI WcsCreateIccProfile(HANDLE profile, DWORD options)
{
    (void)profile; (void)options;
    SetLastError(ERROR_NOT_SUPPORTED);
    return NULL;
}
