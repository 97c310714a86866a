"""The Stern Mystic (87557188), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Flip effect: every face-down card on the field is shown to both players, then "
               "stays face-down where it was.")


def resolve(ctx):
    hidden = [c for c in ctx.field("both") if not c.face_up]
    if hidden:
        ctx.reveal(hidden, None)     # shown, never turned: positions are unchanged


EFFECTS = [Effect(FLIP, resolve=resolve)]
