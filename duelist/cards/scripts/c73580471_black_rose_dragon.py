"""Black Rose Dragon (73580471), Synchro Effect Monster."""
from duelist.cards.common import IGNITION, TRIGGER, Effect, Target
from duelist.cards.summons import synchro_summoned
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 7 FIRE Dragon Synchro (1 Tuner + 1 or more non-Tuners). When it is Synchro "
               "Summoned you may destroy every card on the field. Once per turn, in your Main Phase, "
               "you may banish a Plant monster from your GY (a cost) to target a Defense Position "
               "monster your opponent controls: it turns to face-up Attack Position and its ATK is 0 "
               "for the rest of the turn.")


def _every_card(ctx):
    return ctx.field("both")


def destroy_all(ctx):
    yield from ctx.destroy(ctx.field("both"))


def _plants(ctx):
    return [c for c in ctx.grave("me") if c.data.card_type == "Monster" and c.data.race == "Plant"]


def banish_plant(ctx):
    chosen = yield from ctx.choose_cards(_plants(ctx), 1, prompt="Black Rose Dragon: banish which Plant monster?")
    ctx.banish(chosen, reason="cost")


def _defenders(ctx):
    return [c for c in ctx.monsters("opp") if c.position in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)]


def weaken(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_ATTACK)
        if card.location == S.MZONE and card.position == S.FACEUP_ATTACK:
            ctx.set_stats(card, atk=0)


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=synchro_summoned, optional=True, when=True,
           resolve=destroy_all, destroys=Destroys(_every_card), label="Synchro Summoned: destroy every card on the field"),
    Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: bool(_plants(ctx)), cost=banish_plant,
           grave_banish="own",
           target=Target(_defenders, filter=lambda ctx, c: c.position in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE),
                         prompt="Black Rose Dragon: which Defense Position monster?"),
           resolve=weaken, label="banish a Plant: a defender to Attack Position, ATK 0"),
]
