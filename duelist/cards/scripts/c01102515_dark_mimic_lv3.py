"""Dark Mimic LV3 (01102515), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, Effect, TRIGGER
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Fiend. When it is destroyed by battle and sent to the GY, its player "
               "draws 1 card, or 2 if Dark Mimic LV1's effect had Special Summoned it (mandatory).")

LV1 = 74713516


def destroyed_by_battle_to_grave(ctx, ev):
    """It went from the field to the GY destroyed by battle (a Tribute, a discard, a destruction
    by an effect: no draw)."""
    return K.sent_from_field_to_grave(ctx, ev) and K.destroyed_by_battle(ev)


def draw(ctx):
    source = ctx.summoned_by_before()
    ctx.draw(ctx.player, 2 if source is not None and source[0].code == LV1 and source[1] else 1)


# One text in both eras (SOD 2005: "destroyed as a result of battle and sent to the Graveyard";
# today's and the OCG's: destroyed by battle and sent to the GY): no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=destroyed_by_battle_to_grave, resolve=draw,
           damage_step=DS_ALWAYS, label="draw 1 (2 if it came from Dark Mimic LV1)"),
]
