/// The HTML report's page head: the policy that forbids loading anything, and the style sheet.
/// The markers' colours (error #c8102e, warning #d97706, info #2563a8) are what
/// `.ci/clients/html.sh` looks for in a screenshot.
extension HTMLReporter.Page {
        /// The page's head, titled `title`, with the style sheet and `style` (the filters' rules) after it.
        static func head(title: String, style: String) -> String {
            headStart + xmlEscaped(title) + headMiddle + "\n" + style + headEnd
        }

        static let headStart = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; font-src 'none'; connect-src 'none'; script-src 'none'; base-uri 'none'; form-action 'none'">
            <meta name="referrer" content="no-referrer">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>
            """
        static let headMiddle = """
            </title>
            <style>
            body{margin:0;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1d1d1f;background:#f5f5f7}
            header{padding:12px 20px;color:#1d1d1f;background:#fff;border-bottom:1px solid #d2d2d7}
            h1 .by{font-size:13px;font-weight:400;color:#6e6e73;margin-left:8px}
            .run{display:flex;flex-wrap:wrap;gap:4px 18px;margin:6px 0;font-size:12px}.run div{display:flex;gap:5px}.run dt{color:#6e6e73}.run dd{margin:0}
            .overview{display:grid;grid-template-columns:minmax(260px,1fr) minmax(360px,1.4fr);gap:16px;align-items:start;margin:12px 20px 0}
            .overview>section{background:#fff;border:1px solid #d2d2d7;border-radius:10px;padding:10px 14px}
            .index ol{margin:0;padding-left:22px;columns:2 220px}.index li{break-inside:avoid;margin:0 0 3px}.index .type,.index .platforms-list{color:#6e6e73;font-size:11px}
            .map{margin:12px 20px 0;background:#fff;border:1px solid #d2d2d7;border-radius:10px;padding:10px 14px}.map h2{margin:0 0 4px;font-size:17px}.map h3{font-size:13px;margin:10px 0 4px}
            .map-tabs{display:flex;gap:4px;margin:6px 0 8px}.map-tabs input{position:absolute;opacity:0}.map-tabs label{padding:3px 12px;border:1px solid #d2d2d7;border-radius:14px;cursor:pointer}
            .map-tabs input:checked+label{background:#1d1d1f;color:#fff;border-color:#1d1d1f}.map-platform{display:none}
            .tree,.tree ul{list-style:none;margin:0;padding-left:22px;position:relative}.tree{padding-left:0}
            .tree ul>li{position:relative;padding-top:6px}.tree ul>li::before{content:"";position:absolute;left:-14px;top:0;bottom:0;border-left:2px solid #8e8e93}
            .tree ul>li:last-child::before{bottom:auto;height:19px}.tree ul>li::after{content:"";position:absolute;left:-14px;top:19px;width:12px;border-top:2px solid #8e8e93}
            .tree .node{display:inline-block;padding:4px 9px;border:2px solid #5e5ce6;border-radius:7px;background:#f2f2ff;color:#1d1d1f;text-decoration:none;max-width:70ch}
            .tree a.node:hover{background:#e4e4ff}.tree .node-flagged{border-color:#d97706}.tree .node-unread{border-color:#8e8e93;background:#f5f5f7}
            .tree .node-hole{border:2px dashed #8e8e93;background:#fff;color:#6e6e73}.tree .node-kind{font-weight:600}.tree .node-facts{display:block;font-size:11px;color:#6e6e73}
            .tree .node-count{display:inline-block;margin-left:4px;padding:0 6px;border-radius:8px;background:#d97706;color:#fff;font-size:11px}
            .filters{margin:0 0 8px}.filters label{margin-right:10px;white-space:nowrap}.filters .lead{font-weight:600;margin-right:6px}
            .rules{border-collapse:collapse;width:100%}.rules th,.rules td{text-align:left;padding:3px 6px;border-bottom:1px solid #e5e5ea;vertical-align:top}
            .rules th{font-size:11px;color:#6e6e73;font-weight:600}.rules td.n{text-align:right}.rules .links a{margin-right:4px}
            h1{margin:0;font-size:20px}h2{font-size:16px;margin:0 0 2px}h3{font-size:13px;margin:12px 0 4px}
            main{padding:12px 20px}
            .screen,.other{background:#fff;border:1px solid #d2d2d7;border-radius:10px;padding:10px 14px;margin:0 0 16px}
            summary{cursor:pointer;padding:2px 0}summary h2{display:inline}.type{color:#6e6e73;font-weight:400}
            .count-badge{display:inline-block;font-size:11px;font-weight:600;line-height:16px;border-radius:8px;padding:0 7px;color:#fff;margin-left:6px;vertical-align:1px}
            .count-badge.error{background:#c8102e}.count-badge.warning{background:#d97706}.count-badge.info{background:#2563a8}
            .folded>summary{font-weight:600;font-size:14px;padding:6px 0 10px}.folded .screen{margin-left:12px}
            .panel{display:none}.panel.shown{display:block}.panels:has(>.panel:target)>.panel{display:none}.panels:has(>.panel:target)>.panel:target{display:block}
            .platforms{margin:0 0 10px}.ptab{display:inline-block;padding:2px 12px;border:1px solid #d2d2d7;border-radius:14px;margin:0 6px 0 0;text-decoration:none;color:#1d1d1f;background:#f5f5f7}
            .ptab.current{background:#1d1d1f;color:#fff;border-color:#1d1d1f}.ptab .count-badge{margin-left:4px}
            .device-name{margin:0 0 6px;font-size:11px;color:#6e6e73;text-transform:uppercase;letter-spacing:.04em}
            .where{margin:0 0 10px;color:#6e6e73;font-size:12px}
            .layout{display:grid;grid-template-columns:minmax(360px,620px) minmax(280px,1fr);gap:16px;align-items:start}
            .window{border:1px solid #b0b0b5;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12)}
            .titlebar{display:flex;align-items:center;gap:8px;padding:6px 10px;background:#ececec;border-bottom:1px solid #d2d2d7}
            .lights i{display:inline-block;width:11px;height:11px;border-radius:50%;margin-right:5px;background:#ff5f57}.lights i+i{background:#febc2e}.lights i+i+i{background:#28c840}
            .window.phone{width:330px;border:10px solid #1d1d1f;border-radius:46px}.window.tablet{width:580px;border:12px solid #1d1d1f;border-radius:28px}
            .status{position:relative;height:28px;font-weight:600;font-size:12px}.status span{position:absolute;left:28px;top:8px}
            .status i{position:absolute;left:50%;top:7px;width:88px;height:24px;margin-left:-44px;border-radius:12px;background:#1d1d1f}.tablet .status i{display:none}
            .phone .titlebar,.tablet .titlebar,.glass .titlebar{padding:4px 16px 8px;background:transparent;border-bottom:0}.phone .title,.tablet .title{font-size:22px;font-weight:700}.titlebar .title.none{font-size:12px;font-weight:400}
            .phone .toolbar,.tablet .toolbar{background:transparent;border-bottom:0}.phone .body{min-height:220px}.tablet .body{min-height:260px}.phone .sidebar{width:150px}
            .phone .tabbar{padding-bottom:16px}.phone .content,.tablet .content{background:repeating-linear-gradient(45deg,#fcfcfc,#fcfcfc 8px,#f5f5f7 8px,#f5f5f7 16px)}
            .layout:has(.glass) .chrome{background:linear-gradient(160deg,#7f95ad,#b9aa98);border-radius:14px;padding:20px 14px 34px}
            .window.glass{width:500px;margin-left:78px;position:relative;overflow:visible;border:1px solid rgba(255,255,255,.75);border-radius:30px;background:linear-gradient(135deg,rgba(226,232,240,.93),rgba(244,246,250,.85));box-shadow:0 14px 34px rgba(0,0,0,.3),inset 0 1px 0 #fff}
            .window.glass::after{content:"";position:absolute;bottom:-18px;left:50%;width:70px;height:6px;margin-left:-35px;border-radius:3px;background:rgba(255,255,255,.7)}
            .glass .title{font-size:18px;font-weight:700}.glass .toolbar{background:transparent;border-color:rgba(0,0,0,.08)}.glass .content{background:rgba(255,255,255,.35);border-radius:0 0 30px 30px}
            .glass .sidebar{background:rgba(255,255,255,.35)}.glass .body{min-height:200px}
            .glass .tabbar{position:absolute;left:-76px;top:20px;width:64px;flex-direction:column;flex-wrap:nowrap;align-items:center;border:1px solid rgba(255,255,255,.75);border-radius:32px;background:rgba(222,228,236,.92);box-shadow:0 8px 20px rgba(0,0,0,.25)}
            .glass .tabbar>.caption{display:none}.glass .tab{padding:3px 2px}.glass .tab .label{font-size:10px;text-align:center}
            .title{font-weight:600}.none{color:#8e8e93;font-style:italic;font-weight:400}
            .menubar{display:flex;flex-wrap:wrap;gap:12px;padding:3px 10px;margin-bottom:6px;background:#e8e8ed;border-radius:6px;font-weight:500}
            .toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:6px 8px;background:#f6f6f6;border-bottom:1px solid #d2d2d7;min-height:30px}
            .toolbar.bottom{border-top:1px solid #d2d2d7;border-bottom:0}
            .tbtitle{font-weight:600;margin-right:6px}
            .zone{display:flex;gap:6px}.zone.center{margin:0 auto}.zone.trailing{margin-left:auto}
            .group{display:flex;flex-wrap:wrap;align-items:center;gap:4px;padding:14px 4px 3px;border:1px solid #d2d2d7;border-radius:8px;position:relative;background:#fff}
            .caption{position:absolute;top:1px;left:6px;font-size:9px;text-transform:uppercase;color:#8e8e93;letter-spacing:.04em}
            .tabbar .caption,.tabsidebar .caption{position:static;display:block}
            .item{display:inline-flex;align-items:center;gap:3px;padding:2px 5px;border-radius:6px}
            .item.bordered{border:1px solid #b0b0b5}.item.prominent{background:#007aff;color:#fff}.prominent>.tag{color:#fff;border-color:#fff}
            .body{display:flex;min-height:120px}
            .sidebar{width:210px;flex:none;background:#f0f0f2;border-right:1px solid #d2d2d7;padding:6px 0}
            .content{flex:1;background:repeating-linear-gradient(45deg,#fafafa,#fafafa 8px,#f3f3f5 8px,#f3f3f5 16px)}
            .row{display:flex;align-items:center;gap:5px;padding:2px 8px;min-height:20px}
            .row.section{font-size:10px;font-weight:700;text-transform:uppercase;color:#6e6e73;margin-top:6px}
            .row.command .label{color:#007aff}.row.more{color:#8e8e93;font-style:italic}
            .level1{padding-left:24px}.level2{padding-left:40px}.level3{padding-left:56px}.level4{padding-left:72px}.level5{padding-left:88px}.level6{padding-left:104px}
            .bottombar{display:flex;gap:4px;padding:4px 8px;border-top:1px solid #d2d2d7;margin-top:6px}
            .sym,.img{display:inline-block;font:600 10px/1.3 ui-monospace,Menlo,Consolas,monospace;padding:0 4px;border:1.5px solid;border-radius:4px;background:#fff;white-space:nowrap}
            .img{border-style:dashed;color:#6e6e73;border-color:#8e8e93}
            .tabbar{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;padding:6px;background:#f9f9f9;border-top:1px solid #d2d2d7}
            .tabbar>.caption{flex-basis:100%;text-align:center}
            .tab{display:inline-flex;flex-direction:column;align-items:center;gap:2px;padding:3px 8px;border-radius:8px}
            .tab.sidebarOnly{border:1px dashed #b0b0b5}.tab .children{display:flex;gap:4px;border-left:2px solid #d2d2d7;padding-left:4px}
            .tabsidebar{border-top:1px solid #d2d2d7;padding:4px}
            .tag,.count,.kind{font-size:9px;color:#6e6e73;border:1px solid #d2d2d7;border-radius:3px;padding:0 3px}
            .or{font-size:9px;color:#8e8e93}
            .note{color:#8e8e93;font-style:italic;padding:8px;display:block}
            .flagged{outline:2px solid;outline-offset:-1px}
            .flagged.error{outline-color:#c8102e}.flagged.warning{outline-color:#d97706}.flagged.info{outline-color:#2563a8}
            .pin{display:inline-block;min-width:16px;height:16px;line-height:16px;border-radius:8px;color:#fff;font:700 10px/16px system-ui,sans-serif;text-align:center;text-decoration:none;margin-left:3px;padding:0 2px;box-sizing:border-box}
            .pin.error{background:#c8102e}.pin.warning{background:#d97706}.pin.info{background:#2563a8}
            .findings{list-style:none;margin:0;padding:0}
            .finding{border-left:4px solid;padding:4px 8px;margin:0 0 6px;background:#fafafa;border-radius:0 6px 6px 0}
            .finding.error{border-color:#c8102e}.finding.warning{border-color:#d97706}.finding.info{border-color:#2563a8}
            .sev{font-weight:600;text-transform:uppercase;font-size:10px}
            .msg{display:block;margin:2px 0;overflow-wrap:anywhere}.loc{display:block;color:#6e6e73;font:11px ui-monospace,Menlo,monospace;overflow-wrap:anywhere}
            .on{font-size:11px;margin-left:6px}.used{display:block;font-size:11px;color:#3a3a3c}.used .loc{display:inline;margin-left:4px}.used::before{content:"\\21B3  "}.clean{color:#6e6e73;font-style:italic}
            code{font:12px ui-monospace,Menlo,monospace}
            """
        static let headEnd = """
            </style>
            </head>
            <body>

            """
}
