"""Des Counterblow (39131963), Continuous Trap."""
from duelist.cards.common import DS_ALWAYS, H, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while it stays face-up, any monster (either side's) whose direct "
               "attack has just dealt battle damage is destroyed by it (mandatory, no target).")


def direct_hit(ctx, ev):
    """Battle damage from a direct attack, dealt by the attacking monster."""
    attack = ctx.attack
    return ctx.card.activated and ev.get("reason") == "battle" and attack is not None and \
        attack[1] == "player" and ev.get("source_uid") is not None and ev.get("source_uid") == attack[0]


def resolve(ctx):
    monster = ctx.card_by_uid(ctx.event.get("source_uid"))
    if monster is not None and monster.location == S.MZONE:
        yield from ctx.destroy([monster])


# (the 2005 print, AST-107, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=direct_hit, resolve=resolve, damage_step=DS_ALWAYS,
           destroys=True, label="destroy the monster that dealt battle damage by a direct attack"),
]
