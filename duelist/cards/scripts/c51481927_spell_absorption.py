"""Spell Absorption (51481927), Continuous Spell."""
from duelist.cards.common import APPLY, Effect, H, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: each time a Spell Card's activation resolves (its own excepted; "
               "one whose activation was negated does not resolve), its controller gains 500 LP "
               "right after, with no chain link.")


def spell_resolved(ctx, ev):
    link = ctx.just_resolved
    if link is None or link.number != ev.get("link") or not link.card_activation or link.card_type != "Spell":
        return False
    if link.negated == "activation" or not ctx.card.activated:
        return False
    return not (ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid)


def resolve(ctx):
    ctx.recover(ctx.player, 500)


EFFECTS = [
    activate(),
    Effect(APPLY, events=H.RESOLVED, range=(S.SZONE,), match=spell_resolved, resolve=resolve,
           label="a Spell Card resolved: gain 500 LP"),
]
