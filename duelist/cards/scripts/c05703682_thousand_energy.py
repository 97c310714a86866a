"""Thousand Energy (5703682), Normal Spell."""
from duelist.cards.common import APPLY, H, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: your face-up Level 2 Normal Monsters there now have 1000 more as their "
               "original ATK and DEF; when this turn's End Phase comes, each Level 2 Normal Monster on "
               "your field at that time is destroyed.")


def _face_up_level2_normal(ctx, card):
    """A face-up Level 2 Normal Monster (a face-down monster shows neither its kind nor its Level)."""
    return card.face_up and card.data.is_normal_monster and ctx.level(card) == 2


def resolve(ctx):
    for monster in ctx.cards_where("monsters", _face_up_level2_normal):
        ctx.set_stats(monster, ctx.original_atk(monster) + 1000, ctx.original_def(monster) + 1000,
                      original=True)
    ctx.delay(1, once=True)


def destroy_them(ctx):
    """In the End Phase: every face-up Level 2 Normal Monster this card's player controls then, those
    that came after it resolved too (the text names them all, not the ones it raised)."""
    return ctx.destroy(ctx.cards_where("monsters", _face_up_level2_normal))


# One meaning in both eras (the 2005 print, AST: the original ATK and DEF of the Level 2 Normal
# Monsters on your side go up by 1000; in the End Phase they are destroyed): no ERAS entry. The End
# Phase destruction is a delayed effect applied with no chain link, as Limiter Removal's.
EFFECTS = [
    activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _face_up_level2_normal)),
    Effect(APPLY, events=H.PHASE, match=lambda ctx, ev: ev.get("phase") == S.PHASE_END,
           range=("delayed",), resolve=destroy_them, label="destroy the Level 2 Normal Monsters"),
]
