"""The A. Forces (403847), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: each face-up Warrior its controller has gains 200 ATK for every "
               "face-up Warrior or Spellcaster that player has on the field (itself counted).")


def _mine_face_up(ctx, card, races):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        ctx.race(card) in races


def my_warrior(ctx, card):
    return _mine_face_up(ctx, card, ("Warrior",))


def gain(ctx, card):
    count = ctx.count_cards("monsters", lambda ctx, c: _mine_face_up(ctx, c, ("Warrior", "Spellcaster")))
    return (200 * count, 0)


# The 2005 text (LOD-027) does what today's does: no ERAS entry.
EFFECTS = [activate(),
           Effect(CONTINUOUS, tag="stats", affects=my_warrior, value=gain,
                  label="Warriors +200 ATK per Warrior or Spellcaster")]
