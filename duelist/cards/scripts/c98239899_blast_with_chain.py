"""Blast with Chain (98239899), Normal Trap."""
from duelist.cards.common import CONTINUOUS, DS_ALWAYS, DS_ATK, TRIGGER, Effect, H, R, Target, activate
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Normal Trap that hangs itself on one of your face-up monsters as an Equip Card "
               "worth 500 ATK. Destroyed by a card effect while it is equipped, it targets 1 card "
               "on the field and destroys it (mandatory).")


def my_face_up(ctx):
    return ctx.monsters("me", face_up=True)


def face_up(ctx, card):
    return card.face_up


def equip(ctx):
    if ctx.targets and ctx.card_still_here:
        ctx.equip(ctx.card, ctx.targets[0])


def destroyed_while_equipped(ctx, ev):
    """Its own destruction by a card effect cut its equip relation (not the rules' destruction
    of an Equip Card whose monster left first: that relation was cut by the monster), its
    effects not negated then."""
    return ev["kind"] == R.EQUIP and ev["cause"] == "source" and ev["cid"] == ctx.card.cid \
        and ev["reason"] == "destroyed_effect" and not ev["negated"]


def any_card(ctx):
    return ctx.field("both")


def on_field(ctx, card):
    return card.on_field


def destroy_target(ctx):
    yield from ctx.destroy(ctx.targets)


# The 2005 text (DB2: destroyed "by the effect of another card" while an Equip Card, select 1
# card on the field and destroy it) does what today's does: no ERAS entry.
EFFECTS = [
    # seed 000 §陷阱卡: a Trap that becomes an Equip Card stays on the field as one; a stat change,
    # so it may be activated in the Damage Step up to damage calculation
    activate(equip, label="equip", equips=True, damage_step=DS_ATK,
             target=Target(my_face_up, filter=face_up, prompt="Blast with Chain: equip which monster?")),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           value=lambda ctx, c: (500, 0)),
    Effect(TRIGGER, events=H.UNRELATED, match=destroyed_while_equipped, resolve=destroy_target,
           range=(S.GRAVE, S.BANISHED), damage_step=DS_ALWAYS, destroys=DESTROYS_TARGETS,
           target=Target(any_card, filter=on_field, prompt="Blast with Chain: destroy which card?"),
           label="destroy 1 card on the field"),
]
