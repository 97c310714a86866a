"""Silent Swordsman LV5 (74388798), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, C, CONTINUOUS, Effect, H, M
from duelist.cards.scripts.c01995985_silent_swordsman_lv3 import standby_level_up

DESCRIPTION = ("Level 5 LIGHT Warrior. While face-up on the field it is unaffected by the effects "
               "of the opponent's Spell Cards. If its direct attack dealt the opponent battle "
               "damage, in its controller's next Standby Phase they may send this face-up card to "
               "the GY (a cost) to Special Summon \"Silent Swordsman LV7\" from their hand or Deck "
               "(the one way LV7 may be Special Summoned).")

LV7 = 37267041


def note_hit(ctx):
    # a fact noted, not an effect (the Standby Phase effect's condition): noted under Skill Drain
    # too, as Horus LV6's and Mystic Swordsman LV4's kills are; a mark, so it is forgotten when
    # the card turns face-down or moves (the LV monsters' reset condition)
    ctx.mark(ctx.card, M.DIRECT_HIT, ctx.turn)


def hit_last_turn(ctx):
    """Its direct attack dealt battle damage in the turn before the opponent's last one: this
    Standby Phase is its controller's next one after it."""
    return ctx.marked(ctx.card, M.DIRECT_HIT, None) == ctx.turn - 2


# One meaning in both eras (the 2005 text, FET: "unaffected by your opponent's Spell Cards"; the
# level-up after a successful direct attack, in the next Standby Phase): no ERAS entry.
EFFECTS = [
    # the effects of its controller's opponent's Spell Cards only (engine/unaffected.py)
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("opponent's Spell",),
           label="unaffected by the opponent's Spell effects"),
    Effect(APPLY, events=H.DAMAGE, match=K.direct_battle_damage, resolve=note_hit, while_negated=True,
           label="note a direct attack that dealt battle damage"),
    standby_level_up(LV7, "Silent Swordsman LV7", ready=hit_last_turn, proper=True),
]
