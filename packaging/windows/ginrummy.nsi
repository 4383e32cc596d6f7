; Gin Rummy Desktop: the Windows installer (NSIS 3).
;
; Per user, without administrator rights: installs into %LOCALAPPDATA%\Programs\Gin Rummy, adds
; a Start-menu entry, and registers its uninstaller under HKCU so that it is listed in Settings >
; Apps (Apps & features). The installer carries a version resource and the game's icon.
; Settings and saved matches are not in the program folder (the registry and %APPDATA%), so an
; upgrade or an uninstall keeps them.
;
; packaging/release.py compiles it on Windows after PyInstaller (tests/packaging compiles it on
; Linux with Debian's makensis against a stand-in payload):
;
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DPAYLOAD=dist\ginrummy
;            -DOUTFILE=dist\ginrummy-0.1.0-windows-x64-setup.exe
;            -DICON=assets\icons\ginrummy.ico -DLICENCE=LICENSE -DLICENCE_ID=GPL-3.0-or-later
;            packaging\windows\ginrummy.nsi
;
; LICENCE is the game's licence text (LICENSE, the GNU GPL v3) and LICENCE_ID its SPDX expression
; (pyproject.toml's "license"): the licence page shows them. The GPL asks no one to accept it to
; install or run the program, so the page's button is Next, not "I Agree".

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION | VERSION4 | PAYLOAD | OUTFILE | ICON | LICENCE | LICENCE_ID
  !error "define VERSION, VERSION4, PAYLOAD, OUTFILE, ICON, LICENCE and LICENCE_ID (see the header)"
!endif

!define APP_NAME "Gin Rummy"
!define APP_EXE "ginrummy.exe"
!define PUBLISHER "Gin Rummy Desktop authors"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\GinRummyDesktop"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} ${VERSION} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "(c) the ${PUBLISHER}"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${APP_NAME} now"

!insertmacro MUI_PAGE_WELCOME
!define MUI_PAGE_HEADER_TEXT "Licence"
!define MUI_PAGE_HEADER_SUBTEXT "The terms under which ${APP_NAME} is free software."
!define MUI_LICENSEPAGE_TEXT_TOP "${APP_NAME} is free software under the GNU General Public License, version 3 or later (${LICENCE_ID})."
!define MUI_LICENSEPAGE_TEXT_BOTTOM "You need not accept this licence to install or play ${APP_NAME}: it gives you the right to share and change the game, on its terms."
!define MUI_LICENSEPAGE_BUTTON "$(^NextBtn)"
!insertmacro MUI_PAGE_LICENSE "${LICENCE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

; A running game holds its files open: Windows cannot replace or delete them, so an upgrade or
; an uninstall under a running game would leave it half installed (the uninstaller and the
; uninstall entry gone, the program and its libraries left). The program file cannot be opened
; for writing while it runs: ask the player to close the game first (a silent run gives up
; with exit code 2 and changes nothing).
!macro REFUSE_WHILE_RUNNING ID
  retry_${ID}:
  ClearErrors
  IfFileExists "$INSTDIR\${APP_EXE}" 0 free_${ID}
  FileOpen $0 "$INSTDIR\${APP_EXE}" a
  IfErrors 0 closed_${ID}
    MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "${APP_NAME} is running. Close it, then choose Retry." /SD IDCANCEL IDRETRY retry_${ID}
    SetErrorLevel 2
    Quit
  closed_${ID}:
  FileClose $0
  free_${ID}:
!macroend

Function .onInit
  !insertmacro REFUSE_WHILE_RUNNING install
FunctionEnd

Function un.onInit
  !insertmacro REFUSE_WHILE_RUNNING uninstall
FunctionEnd

Section "Gin Rummy" SecMain
  SectionIn RO
  SetShellVarContext current
  ; An upgrade replaces the program's files; what the old version had and this one has not goes.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${PAYLOAD}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; Only what the installer put there: never a recursive delete of the chosen folder itself.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
