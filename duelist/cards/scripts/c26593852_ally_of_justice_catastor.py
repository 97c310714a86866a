"""Ally of Justice Catastor (26593852), Synchro Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Machine Synchro (1 Tuner + 1 or more non-Tuners). At the start of the "
               "Damage Step, if it battles a face-up non-DARK monster, that monster is destroyed "
               "(no damage calculation follows). A face-down monster is not flipped yet then, so it "
               "is not destroyed.")


def _foe(ctx):
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or not card.face_up or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    target = None if other == "player" else ctx.card_by_uid(other)
    if target is None or target.location != S.MZONE or not target.face_up or ctx.attribute(target) == "DARK":
        return None
    return target


def starts(ctx, ev):
    return (ev.get("cid") == ctx.card.cid or ev.get("target") == ctx.card.uid) and _foe(ctx) is not None


def resolve(ctx):
    target = _foe(ctx)
    if target is not None and ctx.card.uid == ctx.link.card_uid:
        yield from ctx.destroy([target])


EFFECTS = [Effect(TRIGGER, events="battle_start", match=starts, damage_step=DS_ALWAYS, resolve=resolve,
                  destroys=True, label="destroy the non-DARK monster it battles")]
