"""Relinquished (64631466), Ritual Effect Monster."""
from duelist.cards.common import CONTINUOUS, IGNITION, Effect, Target, opp_monsters
from duelist.cards.scripts.c63519819_thousand_eyes_restrict import condition, opp_monster, resolve, stats, substitute

DESCRIPTION = ("Level 1 DARK Spellcaster Ritual Monster (Black Illusion Ritual). Once per turn its "
               "controller may pick a monster the opponent controls as the target and equip it to "
               "this card (one at a time); this card's ATK and DEF become those of the equipped "
               "monster, and if this card would be destroyed by battle, the equipped monster is "
               "destroyed instead.")

EFFECTS = [
    Effect(IGNITION, once_per_turn=True, condition=condition, resolve=resolve,
           target=Target(opp_monsters, filter=opp_monster, prompt="Relinquished: absorb which monster?"),
           label="equip 1 opponent's monster to this card"),
    Effect(CONTINUOUS, tag="set_stats", affects=lambda ctx, card: card is ctx.card, value=stats,
           label="ATK/DEF of the equipped monster"),
    Effect(CONTINUOUS, tag="battle_substitute", value=substitute,
           label="the equipped monster is destroyed instead"),
]
