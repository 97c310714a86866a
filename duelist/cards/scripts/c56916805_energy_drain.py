"""Energy Drain (56916805), Normal Trap."""
from duelist.cards.common import DS_ATK, Target, activate, my_monsters


def _any(ctx, card):
    return True


def _mine_face_up(ctx, card):
    return card.face_up and card.controller == ctx.player


def resolve(ctx):
    gain = 200 * len(ctx.hand("opp"))
    for card in ctx.targets:
        if gain:
            ctx.modify(card, atk=gain, defense=gain)


DESCRIPTION = ("Normal Trap: target 1 face-up monster you control; until the end of the turn it gains "
               "200 ATK and 200 DEF for each card in your opponent's hand, counted as it resolves "
               "(needs a card there to be activated; usable in the damage step up to damage "
               "calculation).")

EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("hand", _any, who="opp"),
                    target=Target(my_monsters, filter=_mine_face_up, prompt="Energy Drain: which monster?"),
                    damage_step=DS_ATK)]
