"""Soul Demolition (76297408), Continuous Trap."""
from duelist.cards.common import QUICK, Effect, activate

DESCRIPTION = ("Continuous Trap. While it is face-up, its controller may pay 500 LP, while they control "
               "a face-up Fiend monster and each GY holds a monster: then each player picks 1 monster in "
               "the other player's GY, and both are banished.")


def fiend(ctx, card):
    return card.face_up and ctx.race(card) == "Fiend"


def monster_card(ctx, card):
    return card.data.card_type == "Monster"


def condition(ctx):
    return ctx.any_card("monsters", fiend) and ctx.any_card("grave", monster_card) and \
        ctx.any_card("grave", monster_card, who="opp")


def _reachable(ctx, who):
    return [c for c in ctx.cards_where("grave", monster_card, who=who) if not ctx.grave_guarded(c)]


def resolve(ctx):
    # (our reading of the old OCG text, "お互いに相手の墓地のモンスター1体を選択して除外": each
    # player picks, as it resolves, a monster in the other's GY)
    picked = []
    theirs = _reachable(ctx, "opp")
    if theirs:
        picked += yield from ctx.choose_cards(theirs, 1, prompt="Soul Demolition: banish which of their monsters?")
    mine = _reachable(ctx, "me")
    if mine:
        picked += yield from ctx.choose_cards(mine, 1, player=ctx.opponent,
                                              prompt="Soul Demolition: banish which of their monsters?")
    if picked:
        ctx.banish(list(picked))


EFFECTS = [
    activate(label="activate Soul Demolition"),
    Effect(QUICK, condition=condition, can_pay=lambda ctx: ctx.can_pay_lp(500), cost=lambda ctx: ctx.pay_lp(500),
           resolve=resolve, grave_banish=True, label="pay 500 LP: each player banishes a monster from the other's GY"),
]
