/**
 * French (France) text of the demo manuals; same structure as en.ts. The operation manual grows with
 * the machine: one page per printing deck, so an eight-colour press has a manual of several dozen pages.
 */
import type { Chapter, MachineFacts, ManualText, Topic } from './types'

function deckTopics(m: MachineFacts): Topic[] {
  const topics: Topic[] = []
  for (let deck = 1; deck <= m.decks; deck++) {
    topics.push({
      title: `Groupe ${deck}`,
      paragraphs: [
        `Le groupe ${deck} dispose de son propre servomoteur, de son cylindre porte-cliché ou manchon, de son rouleau anilox et de sa racle à chambre. Avant le montage, vérifiez que le manchon du groupe ${deck} correspond au développement du travail et que son coussin d'air tient la pression.`,
        `Réglage de la pression du groupe ${deck} : amenez le cliché au contact léger (kiss) contre le tambour central, puis augmentez la pression par pas de 0,01 mm jusqu'à ce que les aplats s'impriment sans halo. Procédez de même côté anilox. Notez les valeurs finales sur la fiche du travail afin que le prochain tirage de ce travail reparte de ces valeurs.`,
        `Si le groupe ${deck} présente des images fantômes ou des marques de rebond, réduisez la vitesse de 20 %, recherchez d'éventuelles marques d'engrenage et nettoyez l'anilox. Une racle usée sur le groupe ${deck} laisse des traînées dans le sens de défilement : remplacez-la comme décrit dans le manuel de maintenance.`,
      ],
      drawing: ['Cylindre porte-cliché', 'Anilox', `Chambre à racle ${deck}`],
    })
  }
  return topics
}

function operational(m: MachineFacts): Chapter[] {
  return [
    {
      title: 'Consignes de sécurité',
      topics: [
        {
          title: 'Règles générales',
          paragraphs: [
            `Seuls des opérateurs formés sont autorisés à conduire la machine ${m.name}. Lisez ce manuel avant la première mise en route et conservez-le à proximité de la machine. Ne neutralisez jamais un carter de protection, un verrouillage ou une barrière immatérielle.`,
            'Maintenez les carters fermés tant que la bande défile. Les vêtements amples, les bijoux et les cheveux longs doivent être attachés ou retirés. Ne mettez jamais les mains dans les zones de pincement, même en marche lente.',
          ],
        },
        {
          title: "Arrêts d'urgence",
          paragraphs: [
            "Des boutons d'arrêt d'urgence se trouvent au dérouleur, à chaque poste latéral côté conducteur, au sécheur et à l'enrouleur. L'appui sur l'un d'eux arrête tous les entraînements selon une rampe contrôlée et met les groupes hors pression.",
            "Ne réarmez un arrêt d'urgence qu'après avoir éliminé sa cause : déverrouillez le bouton, acquittez l'alarme sur le pupitre principal et redémarrez à l'aide des touches d'état.",
          ],
          drawing: ['Arrêt dérouleur', 'Poste latéral', 'Arrêt enrouleur'],
        },
        {
          title: 'Équipements de protection individuelle',
          paragraphs: [
            'Portez des chaussures de sécurité, des gants résistants aux solvants pour manipuler les encres et les produits de lavage, ainsi que des lunettes de protection pour nettoyer les anilox au liquide sous pression.',
            'Le port de protections auditives est obligatoire à proximité des ventilateurs du sécheur lorsque la vitesse de la ligne dépasse 250 m/min.',
          ],
        },
      ],
    },
    {
      title: 'Présentation de la machine',
      topics: [
        {
          title: 'Parcours de la bande',
          paragraphs: [
            `Sur la ${m.model}, la bande part du dérouleur et traverse l'entrée, ${m.decks > 0 ? `les ${m.decks} groupes d'impression,` : 'les unités de traitement,'} le sécheur et la sortie jusqu'à l'enrouleur. La vitesse maximale de la ligne est de ${m.maxSpeed} m/min.`,
            "La tension de bande est mesurée par des capteurs d'effort à l'entrée et à la sortie ; les rouleaux danseurs du dérouleur et de l'enrouleur absorbent les variations de diamètre.",
          ],
          drawing: ['Dérouleur', 'Entrée', 'Unités de traitement', 'Sécheur', 'Enrouleur'],
        },
        {
          title: 'Dérouleur et raccordeur',
          paragraphs: [
            "Le dérouleur sans axe accepte des bobines jusqu'à 1 000 mm de diamètre. Le raccordeur automatique raccorde la nouvelle bobine à vitesse réduite ; préparez le ruban de raccord selon le schéma imprimé sur le bras du raccordeur.",
          ],
        },
        {
          title: 'Sécheur',
          paragraphs: [
            "Les sécheurs inter-groupes et le tunnel de séchage soufflent de l'air chaud par des buses. La température et le débit d'air se règlent pour chaque travail ; l'état du brûleur et le débit d'extraction s'affichent sur la page sécheur du pupitre.",
          ],
        },
      ],
    },
    {
      title: 'Pupitre de commande',
      topics: [
        {
          title: 'Écran principal',
          paragraphs: [
            "L'écran principal affiche la vitesse de la ligne, la tension de bande, l'ordre en cours et l'état de chaque unité. Touchez une unité pour ouvrir sa page de détail avec ses consignes et ses alarmes.",
          ],
        },
        {
          title: "Touches d'état",
          paragraphs: [
            "Les touches d'état permettent de sélectionner les états production, réglage et changement mécanique. Chaque changement est enregistré et envoyé au portail de l'usine, où il apparaît dans le détail de l'ordre et dans l'analyse de production.",
            'Sélectionnez changement mécanique pendant le montage des manchons ou les changements de format, réglage pendant la mise au repérage et la mise en couleur, et production une fois le résultat imprimé validé.',
          ],
        },
        {
          title: 'Alarmes',
          paragraphs: [
            "Les alarmes sont listées de la plus récente à la plus ancienne. Les alarmes rouges arrêtent la machine ; les alarmes orange avertissent et permettent de poursuivre la production. Le code d'alarme est la clé d'accès au chapitre Dépannage.",
          ],
        },
      ],
    },
    {
      title: 'Préparation du travail',
      topics: [
        {
          title: 'Chargement du travail',
          paragraphs: [
            "Chargez le travail depuis la liste des ordres du pupitre. Avant d'engager la bande, comparez la laize du matériau, le diamètre de la bobine et la taille du mandrin avec la fiche du travail.",
          ],
        },
        {
          title: 'Encres et viscosité',
          paragraphs: [
            "Remplissez les pompes à encre dans l'ordre des groupes. Mesurez la viscosité à la coupe avant le démarrage puis toutes les heures ; à température élevée, les encres à l'eau dérivent plus vite que les encres solvant.",
          ],
        },
        {
          title: 'Préréglage du repérage',
          paragraphs: [
            'Le préréglage du repérage amène chaque groupe à la position enregistrée avec le travail, de sorte que les premiers mètres sont déjà proches du repérage. Confirmez le préréglage avant de lancer la phase de réglage.',
          ],
        },
      ],
    },
    ...(m.decks > 0 ? [{ title: "Groupes d'impression", topics: deckTopics(m) }] : []),
    {
      title: 'Conduite en production',
      topics: [
        {
          title: 'Rampe de vitesse',
          paragraphs: [
            "Montez en vitesse par paliers en surveillant le repérage et la tension à chaque palier. Comptabilisez la gâche de démarrage séparément des mètres bons ; le portail affiche les deux dans le détail de l'ordre.",
          ],
        },
        {
          title: 'Raccord en marche',
          paragraphs: [
            'Raccordez les nouvelles bobines avec le raccordeur automatique à vitesse réduite. Après le raccord, vérifiez que la tension revient à sa consigne en moins de dix secondes.',
          ],
        },
        {
          title: 'Contrôles qualité',
          paragraphs: [
            "À chaque changement de bobine, comparez l'impression avec l'épreuve validée. Mesurez la couleur au spectrophotomètre sur la bande de contrôle et corrigez-la par la densité d'encre, et non par la pression.",
          ],
        },
      ],
    },
    {
      title: "Nettoyage et fin d'ordre",
      topics: [
        {
          title: 'Lavage',
          paragraphs: [
            "Lancez le lavage automatique depuis le pupitre. Les pompes renvoient l'encre dans les bidons, puis font circuler la solution de lavage dans les chambres et les rouleaux anilox.",
          ],
        },
        {
          title: "Fin d'ordre",
          paragraphs: [
            "Terminez la dernière bobine, imprimez le rapport de production, nettoyez le système d'encrage conformément au plan de maintenance et laissez la machine dans un état sûr, hors pression.",
          ],
        },
      ],
    },
    {
      title: 'Dépannage',
      topics: [
        {
          title: 'Casses de bande',
          paragraphs: [
            "Vérifiez les consignes de tension et le schéma de raccord. Une casse de bande à l'enrouleur est souvent due à une tension dégressive (taper) inadaptée au matériau.",
          ],
        },
        {
          title: 'Dérive du repérage',
          paragraphs: [
            "Contrôlez le montage des clichés, l'usure des manchons et les marques de repérage. Une dérive qui augmente avec la vitesse indique un manchon qui glisse ou une pression d'air insuffisante sur le mandrin.",
          ],
        },
        {
          title: 'Défauts de séchage',
          paragraphs: [
            "Un collage des spires (blocking) ou un maculage à l'enrouleur signifie que l'encre n'est pas sèche : vérifiez la température du sécheur, le débit d'air et l'état du brûleur avant de réduire la vitesse.",
          ],
        },
      ],
    },
  ]
}

function maintenance(m: MachineFacts): Chapter[] {
  return [
    {
      title: 'Plan de maintenance',
      topics: [
        {
          title: 'Périodicités',
          paragraphs: [
            "Tous les jours : nettoyer les racles et les bacs d'encre. Chaque semaine : contrôler la tension des courroies et graisser les roulements du dérouleur. Chaque mois : inspecter les filtres du sécheur. Chaque année : inspection complète par le service après-vente du constructeur.",
            `L'assistant de maintenance du portail regroupe ces tâches pour la machine ${m.name}, avec leur périodicité et leur niveau de risque.`,
          ],
        },
        {
          title: 'Procédure de consignation',
          paragraphs: [
            "Avant toute intervention, coupez le sectionneur général, condamnez-le avec un cadenas personnel et vérifiez l'absence d'énergie sur les circuits pneumatiques et électriques.",
          ],
          drawing: ['Sectionneur général', 'Cadenas', "Vanne d'air"],
        },
      ],
    },
    {
      title: 'Lubrification',
      topics: [
        {
          title: 'Tableau de lubrification',
          paragraphs: [
            'Utilisez la graisse indiquée dans le tableau de lubrification. Un excès de graisse fait chauffer les roulements ; appliquez uniquement le nombre de coups de pompe indiqué.',
          ],
        },
        {
          title: 'Réducteurs',
          paragraphs: [
            "Contrôlez chaque mois le niveau d'huile de chaque réducteur ; vidangez l'huile après 10 000 heures de fonctionnement.",
          ],
        },
      ],
    },
    {
      title: "Pièces d'usure",
      topics: [
        {
          title: 'Remplacement de la racle',
          paragraphs: [
            "Libérez la chambre, retirez la lame usée avec des gants, montez la lame neuve biseau tourné vers l'anilox et réglez la pression à la valeur indiquée sur la plaque.",
          ],
          drawing: ['Chambre', 'Lame', 'Anilox'],
        },
        {
          title: "Joints et flasques d'extrémité",
          paragraphs: [
            "Remplacez les joints d'extrémité de la chambre lorsque l'encre fuit aux extrémités du rouleau. Des joints usés laissent aussi entrer de l'air dans la chambre et provoquent de la mousse.",
          ],
        },
      ],
    },
  ]
}

function installation(kind: 'electrical' | 'mechanical' | 'subassemblies', m: MachineFacts): Chapter[] {
  if (kind === 'electrical') {
    return [
      {
        title: 'Alimentation électrique',
        topics: [
          {
            title: 'Raccordement au réseau',
            paragraphs: [
              'Triphasé 400 V 50 Hz avec neutre et terre. Protégez la ligne avec le disjoncteur du calibre indiqué dans le tableau des caractéristiques.',
            ],
          },
          {
            title: "Implantation de l'armoire",
            paragraphs: [
              "L'armoire principale contient les variateurs, l'automate, le relais de sécurité et la passerelle qui envoie les données de la machine au portail de l'usine.",
            ],
            drawing: ['Variateurs', 'Automate', 'Relais de sécurité', 'Passerelle'],
          },
        ],
      },
      {
        title: 'Mise à la terre',
        topics: [
          {
            title: 'Liaison équipotentielle',
            paragraphs: [
              "Reliez chaque section du bâti à la barrette de terre. Mesurez l'impédance de boucle après l'installation et consignez la valeur.",
            ],
          },
        ],
      },
    ]
  }
  if (kind === 'mechanical') {
    return [
      {
        title: 'Installation',
        topics: [
          {
            title: 'Fondations',
            paragraphs: [
              "Mettez la machine de niveau sur les fondations à 0,05 mm/m près. Après l'alignement, ancrez les bâtis avec les boulons fournis.",
            ],
          },
          {
            title: 'Alignement',
            paragraphs: [
              "Alignez les rouleaux avec l'outil laser ; les défauts de parallélisme provoquent un louvoiement de la bande et des plis.",
            ],
            drawing: ['Laser', 'Rouleau', 'Cible'],
          },
          {
            title: 'Pneumatique',
            paragraphs: [
              'Alimentez la machine en air comprimé sec à 6 bar. Montez le filtre-régulateur en amont du bloc de vannes principal.',
            ],
          },
        ],
      },
    ]
  }
  return [
    {
      title: 'Sous-ensembles',
      topics: [
        {
          title: 'Dérouleur',
          paragraphs: [
            'Dérouleur sans axe avec raccord automatique et régulation de tension par rouleau danseur.',
          ],
        },
        {
          title: m.decks > 0 ? "Groupes d'impression" : 'Unités de traitement',
          paragraphs: [
            "Chaque unité possède son propre servomoteur, sa racle à chambre et son support d'anilox ou de cylindre.",
          ],
          drawing: ['Servomoteur', 'Support'],
        },
        {
          title: 'Enrouleur',
          paragraphs: ['Enrouleur à tourelle avec tension dégressive (taper) et coupe automatique.'],
        },
      ],
    },
  ]
}

export const fr: ManualText = {
  words: { contents: 'Sommaire', page: 'Page', serialNumber: 'Numéro de série', figure: 'Figure' },
  titles: {
    operational: "Manuel d'utilisation",
    maintenance: 'Manuel de maintenance',
    electrical: 'Installation électrique',
    mechanical: 'Installation mécanique',
    subassemblies: 'Sous-ensembles',
  },
  chapters: (section, m) => {
    if (section === 'operational') return operational(m)
    if (section === 'maintenance') return maintenance(m)
    return installation(section, m)
  },
}
