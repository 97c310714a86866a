"""Dark Room of Nightmare (85562745), Continuous Spell."""
from duelist.cards.common import DS_ALWAYS, H, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: whenever a card's effect (no \"Dark Room of Nightmare\"'s) "
               "deals the opponent damage, a mandatory trigger deals them 300 on top.")

CODE = 85562745


def opponent_burned(ctx, ev):
    """Effect damage to this card's opponent, from a card that is no "Dark Room of Nightmare"
    (the happening names its source card: `source_cid`, None where no card is known)."""
    if ev.get("reason") != "effect" or ev["player"] == ctx.player or not ctx.card.activated:
        return False
    cid = ev.get("source_cid")
    if cid is None:
        return True
    source = ctx.card_by_cid(cid)
    return source.data.code != CODE and source.data.alias != CODE


def resolve(ctx):
    ctx.damage(ctx.opponent, 300)


EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=opponent_burned, resolve=resolve,
           damage_step=DS_ALWAYS, inflicts_damage="opponent", label="300 more damage"),
]
