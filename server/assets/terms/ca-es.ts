import type { TermsDocument } from './terms-document'

export const termsCa: TermsDocument = {
  title: 'Plant Portal — Condicions del servei',
  updated: 'Darrera actualització: 1 de novembre de 2026',
  intro:
    "Aquestes condicions regulen l'ús de Plant Portal, el servei en línia de supervisió de plantes d'impressió i transformació, per part de l'empresa que el contracta (el «Client») i de les persones que el Client autoritza (els «Usuaris»). En acceptar-les al portal, cada Usuari confirma que les ha llegides i que les complirà.",
  sections: [
    {
      heading: '1. El servei',
      paragraphs: [
        "Plant Portal mostra l'estat en directe de les màquines del Client, les ordres de producció històriques, estadístiques, costos de treballs, ordres de manteniment i manuals de màquina. Es presta com a programari com a servei mitjançant una aplicació web que es pot instal·lar en ordinadors, tauletes i telèfons.",
        "Podem millorar o canviar funcions amb el temps. Quan un canvi elimini una funció de la qual depengui el Client, l'anunciarem amb almenys 30 dies d'antelació.",
      ],
    },
    {
      heading: '2. Comptes i rols',
      paragraphs: [
        "Cada Usuari té un compte personal. Les credencials no s'han de compartir, i l'Usuari ha d'avisar sense demora l'administrador del Client si sospita que una altra persona les ha fet servir.",
        'El Client decideix quins rols té cada Usuari (per exemple, anàlisi de producció, costos, manteniment o administració) i quines màquines pot veure. Els Usuaris només poden fer servir les funcions que els seus rols permeten.',
      ],
    },
    {
      heading: '3. Dades i privadesa',
      paragraphs: [
        'Les dades de producció, costos, documents i registres de manteniment introduïts o recollits a través del servei pertanyen al Client. Els tractem només per prestar el servei, seguint les instruccions del Client i la normativa de protecció de dades aplicable, inclòs el Reglament General de Protecció de Dades (RGPD).',
        "Dels Usuaris només desem el que el servei necessita: nom, adreça de correu, idioma i preferències de la interfície, i un registre d'accessos i accions per seguretat. No venem dades personals ni les fem servir amb finalitats publicitàries.",
      ],
    },
    {
      heading: '4. Disponibilitat i suport',
      paragraphs: [
        "El nostre objectiu és que el servei estigui disponible el 99,5 % de cada mes natural, sense comptar les finestres de manteniment anunciades. L'assistència tècnica és accessible des de l'entrada de suport (SAT) del menú de l'aplicació.",
      ],
    },
    {
      heading: '5. Dades sense connexió als dispositius',
      paragraphs: [
        "Per continuar funcionant sense connexió, l'aplicació desa al dispositiu les dades recents, els canvis pendents i els manuals desats. Qualsevol persona amb accés a un dispositiu desbloquejat pot veure aquestes dades, de manera que el Client és responsable de protegir els seus dispositius amb un bloqueig de pantalla.",
        "Els canvis fets sense connexió s'envien quan el dispositiu torna a connectar-se. En tancar la sessió s'esborren del dispositiu les dades de l'Usuari; els canvis encara no enviats es conserven fins que el mateix Usuari torni a iniciar la sessió.",
      ],
    },
    {
      heading: '6. Responsabilitat',
      paragraphs: [
        'Les xifres del portal, com ara velocitats, eficiències i costos, es calculen a partir de les dades que envien les màquines i serveixen de suport a les decisions, no substitueixen les comprovacions pròpies del Client. Les instruccions de seguretat de les màquines i dels seus manuals sempre prevalen.',
        'Excepte en casos de dol o negligència greu, la nostra responsabilitat total es limita a les quotes pagades pel Client en els dotze mesos anteriors al fet que va causar el dany.',
      ],
    },
    {
      heading: '7. Terminació',
      paragraphs: [
        "El Client pot donar per acabada la subscripció al final de qualsevol període de facturació. Podem suspendre un compte que incompleixi aquestes condicions o posi en risc la seguretat del servei. Després de la terminació, el Client pot exportar les seves dades durant 30 dies; després s'eliminen.",
      ],
    },
    {
      heading: '8. Contacte',
      paragraphs: [
        "Les preguntes sobre aquestes condicions o sobre dades personals es poden enviar des de l'entrada de suport del portal o a legal@plant-portal.example.",
      ],
    },
  ],
  page: 'Pàgina',
}
