"""The Unfriendly Amazon (65475294), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, During, Effect, M
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. In each of its controller's Standby Phases, while it is "
               "face-up, they Tribute 1 other monster they control to keep it (a maintenance cost, "
               "no chain link); if they do not, or cannot, it is destroyed.")

UPKEEP = M.UPKEEP_TURN     # a mark: the turn whose maintenance is done


def _not_kept_yet(ctx):
    """Not yet kept (or destroyed) this turn."""
    return ctx.marked(ctx.card, UPKEEP) != ctx.turn


# its controller's own Standby Phase, while face-up
_due = K.standby_match(face_up=True, rest=_not_kept_yet)


def _other(ctx, card):
    return card is not ctx.card


def upkeep(ctx):
    ctx.mark(ctx.card, UPKEEP, ctx.turn)
    others = ctx.tributable(ctx.cards_where("monsters", _other))
    if others:
        chosen = yield from ctx.choose_cards(others, 1, minimum=0,
                                             prompt="The Unfriendly Amazon: Tribute which monster to keep it "
                                                    "(none: it is destroyed)?")
        if chosen:
            ctx.send_to_grave(chosen, "tribute")
            return
    yield from ctx.destroy([ctx.card], "effect")


# The 2005 text (LON-031: in each of your Standby Phases offer 1 monster other than this card
# as a Tribute, otherwise it is destroyed) does what today's does: no ERAS entry. A maintenance
# cost (as Shadowknight Archfiend's and Imperial Order's): applied in the Standby Phase, no chain
# link, and due while its effects are negated too.
EFFECTS = [Effect(APPLY, events="phase", range=(S.MZONE,), during=During(own=(S.PHASE_STANDBY,)), match=_due,
                  resolve=upkeep, while_negated=True, label="upkeep: Tribute 1 other monster")]
