import { twentyfiveHoursHotels } from './25hours-hotels.js';
import { aAndOHostels } from './a-and-o-hostels.js';
import { accor } from './accor.js';
import { aegean } from './aegean.js';
import { aerLingus } from './aer-lingus.js';
import { aeromexico } from './aeromexico.js';
import { agoda } from './agoda.js';
import { airArabia } from './air-arabia.js';
import { airCanada } from './air-canada.js';
import { airEuropa } from './air-europa.js';
import { airFranceKlm } from './air-france-klm.js';
import { airIndia } from './air-india.js';
import { airNewZealand } from './air-new-zealand.js';
import { airSerbia } from './air-serbia.js';
import { airasia } from './airasia.js';
import { airbaltic } from './airbaltic.js';
import { airbnb } from './airbnb.js';
import { alamo } from './alamo.js';
import { alaskaAirlines } from './alaska-airlines.js';
import { alsa } from './alsa.js';
import { americanAirlines } from './american-airlines.js';
import { amexGbt } from './amex-gbt.js';
import { amtrak } from './amtrak.js';
import { ana } from './ana.js';
import { atpi } from './atpi.js';
import { avantiWestCoast } from './avanti-west-coast.js';
import { avianca } from './avianca.js';
import { avis } from './avis.js';
import { barcelo } from './barcelo.js';
import { bbHotels } from './bb-hotels.js';
import { bcdTravel } from './bcd-travel.js';
import { bestWestern } from './best-western.js';
import { billigerMietwagen } from './billiger-mietwagen.js';
import { blablacarBus } from './blablacar-bus.js';
import { bolt } from './bolt.js';
import { bookingCom } from './booking-com.js';
import { britishAirways } from './british-airways.js';
import { brittanyFerries } from './brittany-ferries.js';
import { brusselsAirlines } from './brussels-airlines.js';
import { budget } from './budget.js';
import { cathayPacific } from './cathay-pacific.js';
import { cebuPacific } from './cebu-pacific.js';
import { cheapoair } from './cheapoair.js';
import { checkmytrip } from './checkmytrip.js';
import { choiceHotels } from './choice-hotels.js';
import { citizenm } from './citizenm.js';
import { clarity } from './clarity.js';
import { comboiosDePortugal } from './comboios-de-portugal.js';
import { condor } from './condor.js';
import { copa } from './copa.js';
import { corporateTraveller } from './corporate-traveller.js';
import { croatiaAirlines } from './croatia-airlines.js';
import { cwt } from './cwt.js';
import { delta } from './delta.js';
import { derBusinessTravel } from './der-business-travel.js';
import { deutscheHospitality } from './deutsche-hospitality.js';
import { dfds } from './dfds.js';
import { directTravel } from './direct-travel.js';
import { dollar } from './dollar.js';
import { dorint } from './dorint.js';
import { drivalia } from './drivalia.js';
import { dsb } from './dsb.js';
import { easyjet } from './easyjet.js';
import { edreamsOdigeo } from './edreams-odigeo.js';
import { egencia } from './egencia.js';
import { egyptair } from './egyptair.js';
import { emirates } from './emirates.js';
import { enterprise } from './enterprise.js';
import { ethiopian } from './ethiopian.js';
import { etihad } from './etihad.js';
import { europcar } from './europcar.js';
import { eurostar } from './eurostar.js';
import { eventbrite } from './eventbrite.js';
import { eventim } from './eventim.js';
import { expedia } from './expedia.js';
import { finnair } from './finnair.js';
import { firefly } from './firefly.js';
import { flixbus } from './flixbus.js';
import { flydubai } from './flydubai.js';
import { frontier } from './frontier.js';
import { generatorHostels } from './generator-hostels.js';
import { getyourguide } from './getyourguide.js';
import { goldcar } from './goldcar.js';
import { gwr } from './gwr.js';
import { hertz } from './hertz.js';
import { hilton } from './hilton.js';
import { hopper } from './hopper.js';
import { hostelworld } from './hostelworld.js';
import { hotelsCom } from './hotels-com.js';
import { hrs } from './hrs.js';
import { hyatt } from './hyatt.js';
import { iberostar } from './iberostar.js';
import { icelandair } from './icelandair.js';
import { ihg } from './ihg.js';
import { indigo } from './indigo.js';
import { irishRail } from './irish-rail.js';
import { itaAirways } from './ita-airways.js';
import { italo } from './italo.js';
import { jal } from './jal.js';
import { jet2 } from './jet2.js';
import { jetblue } from './jetblue.js';
import { jetstar } from './jetstar.js';
import { kenyaAirways } from './kenya-airways.js';
import { kiwiCom } from './kiwi-com.js';
import { korail } from './korail.js';
import { koreanAir } from './korean-air.js';
import { lastminuteCom } from './lastminute-com.js';
import { latam } from './latam.js';
import { leoExpress } from './leo-express.js';
import { leonardoHotels } from './leonardo-hotels.js';
import { lindner } from './lindner.js';
import { lner } from './lner.js';
import { lot } from './lot.js';
import { lufthansa } from './lufthansa.js';
import { lufthansaCityCenter } from './lufthansa-city-center.js';
import { lyft } from './lyft.js';
import { malaysiaAirlines } from './malaysia-airlines.js';
import { marriott } from './marriott.js';
import { mav } from './mav.js';
import { megabus } from './megabus.js';
import { meininger } from './meininger.js';
import { melia } from './melia.js';
import { motelOne } from './motel-one.js';
import { national } from './national.js';
import { nationalExpress } from './national-express.js';
import { navan } from './navan.js';
import { nhHotels } from './nh-hotels.js';
import { norwegian } from './norwegian.js';
import { nsInternational } from './ns-international.js';
import { oebb } from './oebb.js';
import { opentable } from './opentable.js';
import { ouigo } from './ouigo.js';
import { pegasus } from './pegasus.js';
import { pkpIntercity } from './pkp-intercity.js';
import { porter } from './porter.js';
import { premierInn } from './premier-inn.js';
import { pretix } from './pretix.js';
import { priceline } from './priceline.js';
import { prizeotel } from './prizeotel.js';
import { qantas } from './qantas.js';
import { qatarAirways } from './qatar-airways.js';
import { quandoo } from './quandoo.js';
import { radisson } from './radisson.js';
import { reedMackay } from './reed-mackay.js';
import { renfe } from './renfe.js';
import { rentalcarsCom } from './rentalcars-com.js';
import { resy } from './resy.js';
import { riu } from './riu.js';
import { royalJordanian } from './royal-jordanian.js';
import { rubyHotels } from './ruby-hotels.js';
import { ryanair } from './ryanair.js';
import { sapConcur } from './sap-concur.js';
import { sas } from './sas.js';
import { saudia } from './saudia.js';
import { sbb } from './sbb.js';
import { scandic } from './scandic.js';
import { singaporeAirlines } from './singapore-airlines.js';
import { sixt } from './sixt.js';
import { sj } from './sj.js';
import { southwest } from './southwest.js';
import { stenaLine } from './stena-line.js';
import { sunexpress } from './sunexpress.js';
import { sunnyCars } from './sunny-cars.js';
import { swiss } from './swiss.js';
import { tapAirPortugal } from './tap-air-portugal.js';
import { thaiAirways } from './thai-airways.js';
import { thefork } from './thefork.js';
import { thrifty } from './thrifty.js';
import { ticketmaster } from './ticketmaster.js';
import { trainline } from './trainline.js';
import { transavia } from './transavia.js';
import { travelLeaders } from './travel-leaders.js';
import { travelodge } from './travelodge.js';
import { travelperk } from './travelperk.js';
import { trenitalia } from './trenitalia.js';
import { tripCom } from './trip-com.js';
import { turkishAirlines } from './turkish-airlines.js';
import type { ProviderExtractor } from './types.js';
import { uber } from './uber.js';
import { united } from './united.js';
import { viaRail } from './via-rail.js';
import { viator } from './viator.js';
import { virginAtlantic } from './virgin-atlantic.js';
import { virginAustralia } from './virgin-australia.js';
import { volotea } from './volotea.js';
import { vr } from './vr.js';
import { vrbo } from './vrbo.js';
import { vueling } from './vueling.js';
import { vy } from './vy.js';
import { westbahn } from './westbahn.js';
import { westjet } from './westjet.js';
import { wizzAir } from './wizz-air.js';
import { wyndham } from './wyndham.js';
import { zssk } from './zssk.js';

/** Extractors for common senders the corpus lacks, each with samples of its own. */
export const COMMON_EXTRACTORS: readonly ProviderExtractor[] = [
  airFranceKlm,
  americanAirlines,
  britishAirways,
  delta,
  lufthansa,
  united,
  easyjet,
  emirates,
  ryanair,
  hilton,
  ihg,
  marriott,
  accor,
  airbnb,
  bookingCom,
  expedia,
  hotelsCom,
  avis,
  enterprise,
  europcar,
  hertz,
  sixt,
  amtrak,
  eurostar,
  sbb,
  trenitalia,
  amexGbt,
  bcdTravel,
  cwt,
  egencia,
  navan,
  getyourguide,
  opentable,
  agoda,
  qatarAirways,
  southwest,
  trainline,
  eventbrite,
  hyatt,
  viator,
  vrbo,
  swiss,
  turkishAirlines,
  vueling,
  wizzAir,
  oebb,
  renfe,
  sapConcur,
  travelperk,
  edreamsOdigeo,
  national,
  priceline,
  tripCom,
  airCanada,
  bestWestern,
  jetblue,
  radisson,
  alamo,
  alaskaAirlines,
  virginAtlantic,
  wyndham,
  flixbus,
  kiwiCom,
  norwegian,
  choiceHotels,
  premierInn,
  singaporeAirlines,
  finnair,
  sas,
  airbaltic,
  transavia,
  aerLingus,
  nsInternational,
  italo,
  nationalExpress,
  ouigo,
  scandic,
  motelOne,
  nhHotels,
  thefork,
  ticketmaster,
  tapAirPortugal,
  lot,
  brusselsAirlines,
  sj,
  vr,
  travelodge,
  bbHotels,
  budget,
  eventim,
  quandoo,
  etihad,
  aegean,
  itaAirways,
  cathayPacific,
  indigo,
  megabus,
  blablacarBus,
  dsb,
  leonardoHotels,
  resy,
  condor,
  koreanAir,
  airasia,
  hostelworld,
  pretix,
  airIndia,
  ana,
  jal,
  pkpIntercity,
  melia,
  thrifty,
  korail,
  stenaLine,
  dfds,
  brittanyFerries,
  bolt,
  lyft,
  uber,
  airEuropa,
  jet2,
  pegasus,
  qantas,
  icelandair,
  latam,
  westbahn,
  leoExpress,
  comboiosDePortugal,
  viaRail,
  lner,
  irishRail,
  vy,
  citizenm,
  rubyHotels,
  meininger,
  twentyfiveHoursHotels,
  aAndOHostels,
  barcelo,
  deutscheHospitality,
  goldcar,
  sunnyCars,
  rentalcarsCom,
  billigerMietwagen,
  dollar,
  atpi,
  corporateTraveller,
  directTravel,
  reedMackay,
  checkmytrip,
  volotea,
  sunexpress,
  westjet,
  airNewZealand,
  hrs,
  lastminuteCom,
  mav,
  zssk,
  alsa,
  jetstar,
  ethiopian,
  aeromexico,
  flydubai,
  thaiAirways,
  frontier,
  airSerbia,
  riu,
  iberostar,
  dorint,
  lindner,
  prizeotel,
  generatorHostels,
  travelLeaders,
  lufthansaCityCenter,
  derBusinessTravel,
  clarity,
  firefly,
  drivalia,
  saudia,
  egyptair,
  royalJordanian,
  kenyaAirways,
  croatiaAirlines,
  copa,
  avianca,
  porter,
  virginAustralia,
  cebuPacific,
  malaysiaAirlines,
  airArabia,
  gwr,
  avantiWestCoast,
  hopper,
  cheapoair,
];
