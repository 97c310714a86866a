"""Chain Burst (48276469), Continuous Trap."""
from duelist.cards.common import NEEDS_RESOLVED, STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: whenever a Trap Card activated while it was face-up resolves "
               "(its activation not negated), it deals 1000 damage to the player who activated "
               "that Trap, if it is still face-up (applied, no chain link).")


def note_own_activation(ctx):
    """Its activation resolved: note where (its resolution serial and link number), so that
    the Trap Cards activated below it in that same chain, before it applied, are not counted."""
    ctx.card.info = dict(ctx.card.info or {}, since=[ctx.link.info["serial"], ctx.link.number])


def activated_before_it(ctx, link):
    """Was this Trap's link activated in the same chain as Chain Burst's own activation, below
    it (so before Chain Burst applied)? The links of one chain resolve one after another: their
    serials count up as their numbers count down."""
    since = (ctx.card.info or {}).get("since")
    if since is None:
        return False
    serial, number = since
    return link.number < number and link.info["serial"] - serial == number - link.number


def burn_when_resolved(card_type, label):
    """The effects of a Continuous Trap that, once its own activation resolved, deals 1000 damage
    to the player whose `card_type` Card ("Trap", "Spell") activated while it was face-up resolves
    (its activation not negated; applied, no chain link; not for a card activated below it in
    the chain that activated it). Chain Burst (Traps), Curse of Darkness (Spells)."""
    def resolved(ctx):
        link = ctx.just_resolved
        if link is None or not link.card_activation or link.card_type != card_type:
            return False
        card = ctx.card
        if card.location != S.SZONE or not card.face_up or not card.activated:
            # (its own activation not yet resolved: a card activated above it in that chain was
            # activated before it applied)
            return False
        if link.card_uid == card.uid or link.negated == "activation":
            return False
        if (card.info or {}).get("burned") == link.info["serial"]:
            return False                    # (this resolution is answered already)
        return not activated_before_it(ctx, link)

    def burn(ctx):
        link = ctx.just_resolved
        ctx.card.info = dict(ctx.card.info or {}, burned=link.info["serial"])
        ctx.damage(link.player, 1000)

    return [activate(note_own_activation),
            Effect(STATE, condition=resolved, resolve=burn, needs=NEEDS_RESOLVED, label=label)]


# As the Trap resolves, not as it is activated (yugioh-wiki.net 《連鎖炸薬》: a negated Trap
# burns nobody; a Chain Burst gone before the Trap resolves burns nobody). The 2005 text (RDS)
# does what today's does, and we found no 2005 ruling that differs: no ERAS entry.
EFFECTS = burn_when_resolved("Trap", "1000 damage to the player whose Trap Card resolved")
