import type { TermsDocument } from './terms-document'

export const termsFr: TermsDocument = {
  title: "Plant Portal — Conditions d'utilisation",
  updated: 'Dernière mise à jour : 1er novembre 2026',
  intro:
    "Les présentes conditions régissent l'utilisation de Plant Portal, le service en ligne de suivi des usines d'impression et de transformation, par l'entreprise qui y souscrit (le « Client ») et par les personnes que le Client autorise (les « Utilisateurs »). En les acceptant dans le portail, chaque Utilisateur confirme les avoir lues et s'engage à les respecter.",
  sections: [
    {
      heading: '1. Le service',
      paragraphs: [
        "Plant Portal affiche l'état en direct des machines du Client, l'historique des ordres de production, les statistiques, le calcul des coûts, les ordres de travail de maintenance et les manuels des machines. Il est fourni en tant que logiciel en tant que service, au moyen d'une application web installable sur ordinateurs, tablettes et téléphones.",
        "Nous pouvons améliorer ou modifier les fonctions au fil du temps. Lorsqu'un changement supprime une fonction dont le Client dépend, nous l'annonçons au moins 30 jours à l'avance.",
      ],
    },
    {
      heading: '2. Comptes et rôles',
      paragraphs: [
        "Chaque Utilisateur dispose d'un compte personnel. Les identifiants ne doivent pas être partagés, et l'Utilisateur doit prévenir sans délai l'administrateur du Client s'il soupçonne qu'une autre personne les a utilisés.",
        "Le Client décide des rôles de chaque Utilisateur (par exemple analyse de production, calcul des coûts, maintenance ou administration) et des machines que chacun peut voir. Les Utilisateurs n'utilisent que les fonctions que leurs rôles autorisent.",
      ],
    },
    {
      heading: '3. Données et vie privée',
      paragraphs: [
        'Les données de production, les coûts, les documents et les dossiers de maintenance saisis ou collectés par le service appartiennent au Client. Nous ne les traitons que pour fournir le service, selon les instructions du Client et la législation applicable en matière de protection des données, dont le Règlement général sur la protection des données (RGPD).',
        "Au sujet des Utilisateurs, nous ne conservons que ce dont le service a besoin : nom, adresse e-mail, langue et préférences d'interface, ainsi qu'un journal des connexions et des actions à des fins de sécurité. Nous ne vendons pas de données personnelles et ne les utilisons pas à des fins publicitaires.",
      ],
    },
    {
      heading: '4. Disponibilité et assistance',
      paragraphs: [
        "Nous visons une disponibilité du service de 99,5 % de chaque mois civil, hors fenêtres de maintenance annoncées. L'assistance technique est joignable depuis l'entrée Support (SAT) du menu de l'application.",
      ],
    },
    {
      heading: '5. Données hors ligne sur les appareils',
      paragraphs: [
        "Pour continuer à fonctionner sans connexion, l'application enregistre sur l'appareil les données récentes, les modifications en attente et les manuels enregistrés. Toute personne ayant accès à un appareil déverrouillé peut voir ces données ; le Client est donc responsable de protéger ses appareils par un verrouillage d'écran.",
        "Les modifications faites hors ligne sont envoyées lorsque l'appareil se reconnecte. La déconnexion supprime de l'appareil les données en cache de l'Utilisateur ; les modifications pas encore envoyées sont conservées jusqu'à ce que le même Utilisateur se reconnecte.",
      ],
    },
    {
      heading: '6. Responsabilité',
      paragraphs: [
        'Les chiffres du portail, tels que vitesses, rendements et coûts, sont calculés à partir des données transmises par les machines et servent à appuyer les décisions, non à remplacer les propres contrôles du Client. Les consignes de sécurité des machines et de leurs manuels prévalent toujours.',
        "Sauf faute intentionnelle ou négligence grave, notre responsabilité totale est limitée aux sommes payées par le Client au cours des douze mois précédant l'événement à l'origine du dommage.",
      ],
    },
    {
      heading: '7. Résiliation',
      paragraphs: [
        "Le Client peut mettre fin à l'abonnement à la fin de toute période de facturation. Nous pouvons suspendre un compte qui enfreint les présentes conditions ou met en danger la sécurité du service. Après la résiliation, le Client peut exporter ses données pendant 30 jours ; elles sont ensuite supprimées.",
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: [
        "Les questions sur ces conditions ou sur les données personnelles peuvent être envoyées par l'entrée Support du portail ou à legal@plant-portal.example.",
      ],
    },
  ],
  page: 'Page',
}
