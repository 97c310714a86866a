"""Mask of Dispel (20765952), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import STATE, TRIGGER, During, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell aimed, as it is activated, at another face-up Spell on the field: "
               "in each of its own controller's Standby Phases it burns that Spell's controller for "
               "500 (a mandatory trigger); once that Spell is gone from the field, this card is "
               "destroyed.")

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


def still_masked(ctx):
    return masked(ctx) is not None


# today's text: in the Standby Phases of this card's controller
standby = K.standby_match(rest=still_masked)


def standby_2005(ctx, ev):
    # the 2005 text: the Spell's controller, in their own Standby Phases (not K.standby_match:
    # the phase is named by the masked Spell's controller, who may be either player)
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


def _effects(match, during):
    return [
        activate(resolve, target=Target(candidates, filter=_spell, prompt="Mask of Dispel: target which Spell?")),
        Effect(TRIGGER, events="phase", range=(S.SZONE,), during=during,
               match=match, resolve=burn, label="500 damage to the Spell's controller", inflicts_damage="both"),
        Effect(STATE, range=(S.SZONE,), condition=left, resolve=destroy_this, label="its Spell left the field"),
    ]


EFFECTS = _effects(standby, During(own=(S.PHASE_STANDBY,)))

ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Spell aimed, as it is activated, at another face-up Spell on the "
                    "field: that Spell's controller takes 500 in each of their own Standby Phases (a "
                    "mandatory trigger); once that Spell is gone from the field, this card is "
                    "destroyed (2005 text)."),
    "EFFECTS": _effects(standby_2005, During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,))),
}}
