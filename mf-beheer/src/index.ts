// The async boundary that lets module federation negotiate shared singletons before React loads.
import('./bootstrap');
