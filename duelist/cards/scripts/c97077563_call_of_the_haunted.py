"""Call of the Haunted (97077563), Continuous Trap."""
from duelist.cards.common import APPLY, DS_ALWAYS, STATE, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: brings a monster back from your GY in Attack Position. The two "
               "are tied: if this card leaves the field, that monster is destroyed; if that "
               "monster is destroyed, this card is destroyed. The tie ends if the monster leaves "
               "the field some other way or is turned face-down.")

CODE = 97077563
LEAVES = 2          # index of the "this card leaves the field" effect below


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and ctx.duel.can_special_summon(card, ctx.player)


def resolve(ctx):
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    if ctx.special_summon(monster, position=S.FACEUP_ATTACK):
        # the tie, as plain data that outlives this card's move: which card (this object)
        # and which monster (that object); "negated" is kept up to date by the state checks
        ctx.duel.add_lingering({"tag": "delayed", "cid": ctx.card.cid, "effect": LEAVES, "player": ctx.player,
                                "until": None, "source": CODE, "card_uid": ctx.card.uid,
                                "monster_uid": monster.uid, "negated": ctx.duel.is_negated(ctx.card)})


# --------------------------------------------------------------- the tie
def _ties(duel, cid, card_uid=None):
    return [e for e in duel.lingering if e["tag"] == "delayed" and e["cid"] == cid and
            "monster_uid" in e and (card_uid is None or e["card_uid"] == card_uid)]


def _untie(duel, entry):
    duel.lingering = [e for e in duel.lingering if e is not entry]


def _left_by_destruction(duel, uid):
    """Was the object `uid` last moved away by being destroyed (by battle or an effect)?"""
    for event in reversed(duel.log):
        if event.get("prev") == uid:
            reason = event.get("reason") or ""
            return reason == "battle" or reason.startswith("destroyed")
    return False


def _monster_gone(duel, entry):
    monster = duel.card_by_uid(entry["monster_uid"])
    return monster is None or monster.location != S.MZONE or not monster.face_up


def _tie_changed(ctx):
    """State check: the monster left or turned face-down, or this card's negation changed."""
    for entry in _ties(ctx.duel, ctx.card.cid, ctx.card.uid):
        if _monster_gone(ctx.duel, entry) or entry["negated"] != ctx.duel.is_negated(ctx.card):
            return True
    return False


def _update_tie(ctx):
    duel = ctx.duel
    negated = duel.is_negated(ctx.card)
    for entry in _ties(duel, ctx.card.cid, ctx.card.uid):
        if not _monster_gone(duel, entry):
            _untie(duel, entry)
            duel.lingering.append(dict(entry, negated=negated))
            continue
        _untie(duel, entry)
        # only its destruction takes this card with it (a bounced, banished, Tributed or
        # face-down monster just ends the tie); not while this card's effects are negated
        if duel.card_by_uid(entry["monster_uid"]) is None and not negated and \
                _left_by_destruction(duel, entry["monster_uid"]):
            ctx.destroy([ctx.card])


def _this_card_left(ctx, ev):
    return ev.get("origin") == S.SZONE and bool(_ties(ctx.duel, ctx.card.cid, ev.get("prev")))


def _destroy_the_monster(ctx):
    duel = ctx.duel
    for entry in _ties(duel, ctx.card.cid, ctx.event.get("prev")):
        _untie(duel, entry)
        if entry["negated"]:
            continue          # its effects were negated when it left (Royal Decree, Jinzo)
        monster = duel.card_by_uid(entry["monster_uid"])
        if monster is not None and monster.location == S.MZONE:
            ctx.destroy([monster])


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.grave("me"), filter=_revivable,
                                    prompt="Call of the Haunted: revive which monster?")),
    # "if that monster is destroyed, destroy this card": no chain link (a state check)
    Effect(STATE, range=(S.SZONE,), condition=_tie_changed, resolve=_update_tie, label="monster gone"),
    # "if this card leaves the field, destroy that monster": applied, not activated
    Effect(APPLY, events="moved", match=_this_card_left, range=("delayed",), resolve=_destroy_the_monster,
           label="this card left", damage_step=DS_ALWAYS),
]
