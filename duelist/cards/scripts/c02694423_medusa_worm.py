"""Medusa Worm (2694423), Effect Monster."""
from duelist.cards.common import IGNITION, TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Rock. Once per turn, in its controller's Main Phase, it may turn "
               "itself face-down in Defense Position. When it is Flip Summoned, it targets a monster "
               "the opponent controls and destroys it (mandatory); turned face-up any other way, it "
               "does nothing.")


def hide(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def flip_summoned_self(ctx, ev):
    return ev.get("kind") == "flip" and ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def opponents_monsters(ctx):
    return ctx.monsters("opp")


def on_opponents_field(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.opponent


def destroy(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [
    Effect(IGNITION, once_per_turn=True, condition=lambda ctx: ctx.can_change_position(ctx.card, S.FACEDOWN_DEFENSE),
           resolve=hide, label="turn face-down"),
    Effect(TRIGGER, events="summoned", match=flip_summoned_self, resolve=destroy, destroys=True,
           target=Target(opponents_monsters, filter=on_opponents_field,
                         prompt="Medusa Worm: destroy which monster?"),
           label="Flip Summoned: destroy an opponent's monster"),
]
