"""Dark Mimic LV3 (01102515), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import Effect, TRIGGER
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Fiend. When it is sent from the field to the GY, its controller "
               "draws 1 card, or 2 if Dark Mimic LV1's effect had Special Summoned it (mandatory).")

LV1 = 74713516


def draw(ctx):
    source = ctx.summoned_by_before()
    ctx.draw(ctx.player, 2 if source is not None and source[0].code == LV1 and source[1] else 1)


EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_field_to_grave, resolve=draw,
           label="draw 1 (2 if it came from Dark Mimic LV1)"),
]
