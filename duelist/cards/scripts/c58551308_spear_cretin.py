"""Spear Cretin (58551308), Flip Effect Monster."""
from duelist.cards.common import FLIP, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend. Its Flip effect does nothing itself; once it has been activated, "
               "when this card is sent to the GY (from the field, by any means), each player, its "
               "controller first, picks a monster in their own GY and Special Summons it in face-up "
               "Attack or face-down Defense Position (not optional).")


def _key(cid, uid):
    return "spear_cretin_flipped:%d:%d" % (cid, uid)


def note_flip(ctx):
    # the activation itself is what counts (yugioh-wiki.net: the GY effect follows the Flip
    # effect's activation; a negated Flip effect, Skill Drain, still counts): kept per field object
    ctx.spend_in_duel(_key(ctx.card.cid, ctx.card.uid))


def flipped_then_sent(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("to") == S.GRAVE and \
        ev.get("origin") == S.MZONE and ctx.used_in_duel(_key(card.cid, ev.get("prev")))


def _revivable(ctx, player):
    return [c for c in ctx.grave(player) if c is not ctx.card and c.data.card_type == "Monster"
            and not ctx.grave_guarded(c) and ctx.can_special_summon(c, player=player)]


def resolve(ctx):
    for player in (ctx.player, ctx.opponent):
        fits = _revivable(ctx, player)
        if not fits:
            continue
        chosen = yield from ctx.choose_cards(fits, 1, player=player,
                                             prompt="Spear Cretin: Special Summon which monster from your GY?")
        if not chosen:
            continue
        pick = yield from ctx.choose_option(["Face-up Attack Position", "Face-down Defense Position"],
                                            "Spear Cretin: in which position?", player=player)
        ctx.special_summon(chosen[0], player=player,
                           position=S.FACEUP_ATTACK if pick == 0 else S.FACEDOWN_DEFENSE)


# (the 2005 text, MRL-087, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(FLIP, cost=note_flip, resolve=lambda ctx: None, label="flip (nothing yet)"),
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=flipped_then_sent, resolve=resolve,
           special_summons=True, label="each player revives a monster from their GY"),
]
