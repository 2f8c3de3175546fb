// The schemas of the answers every storefront page asks for or holds from its first paint (the
// menu, the shop, the server's health). A page the server rendered comes with the menu and the
// shop already checked by the server, so their schemas are needed only when the page asks again;
// the health check is asked for once the page is up. So they are fetched with those requests
// (`apiRequest` takes a function that loads its schema), not in the page's first load
// (decision 013).
export { PublicEstablishmentSchema } from '../../domain/establishment';
export { HealthSchema } from '../../domain/health';
export { MenuSchema } from '../../domain/menu';
