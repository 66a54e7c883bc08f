// The async boundary that lets module federation negotiate shared singletons before React loads.
// `eager` keeps the boundary but bundles bootstrap into the entry chunk: the shell's singletons are
// eager anyway, and a separate chunk would be one more round trip before the first render.
import(/* webpackMode: "eager" */ './bootstrap');
