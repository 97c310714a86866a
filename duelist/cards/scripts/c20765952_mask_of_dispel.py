"""Mask of Dispel (20765952), Continuous Spell."""
from duelist.cards.common import STATE, TRIGGER, During, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell that targets 1 other face-up Spell Card on the field as it is "
               "activated: in each Standby Phase of that Spell's controller, a mandatory trigger "
               "deals them 500 damage; when that Spell leaves the field, this card is destroyed.")

NOTE = "mask_of_dispel"      # card.info key: the uid of the Spell this card object points at


def _spell(ctx, card):
    return (card is not ctx.card and card.face_up and card.data.card_type == "Spell"
            and card.location in (S.SZONE, S.FZONE))


def candidates(ctx):
    return [c for c in ctx.spells_traps("both") if _spell(ctx, c)]


def resolve(ctx):
    if ctx.targets and ctx.card_still_here:
        ctx.card.info = dict(ctx.card.info or {}, **{NOTE: ctx.targets[0].uid})


def masked(ctx):
    """The Spell this card points at, while it is still the same card on the field, else None."""
    uid = (ctx.card.info or {}).get(NOTE)
    if uid is None:
        return None
    spell = ctx.card_by_uid(uid)
    return spell if spell is not None and spell.location in (S.SZONE, S.FZONE) else None


def standby(ctx, ev):
    spell = masked(ctx)
    return ev.get("phase") == S.PHASE_STANDBY and spell is not None and ev.get("player") == spell.controller


def burn(ctx):
    spell = masked(ctx)
    if spell is not None:
        ctx.damage(spell.controller, 500)


def left(ctx):
    return ctx.card.face_up and (ctx.card.info or {}).get(NOTE) is not None and masked(ctx) is None


def destroy_this(ctx):
    yield from ctx.destroy([ctx.card])


EFFECTS = [
    activate(resolve, target=Target(candidates, filter=_spell, prompt="Mask of Dispel: target which Spell?")),
    Effect(TRIGGER, events="phase", range=(S.SZONE,),
           during=During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,)),
           match=standby, resolve=burn, label="500 damage to the Spell's controller"),
    Effect(STATE, range=(S.SZONE,), condition=left, resolve=destroy_this, label="its Spell left the field"),
]
