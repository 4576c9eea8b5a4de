#ifndef HIG_LINT_CLIBXML2_SHIM_H
#define HIG_LINT_CLIBXML2_SHIM_H

// libxml2's ICU declarations clash with Foundation's on a clean build; hig-lint never uses
// libxml2's ICU-backed encoding handlers, so the ICU part of the headers is switched off.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#endif
