"""Premature Burial (70828912), Equip Spell."""
from duelist.cards.common import APPLY, DS_ALWAYS, STATE, Effect, Target, activate, free_monster_zone
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell: for 800 LP, bring a monster back from your own GY in Attack Position "
               "with this card attached to it; should this card be destroyed, that monster is "
               "destroyed with it.")

TAG = "delayed"          # a lingering "delayed" entry: its destruction follows this card's
APPLY_INDEX = 2          # the index of the applied effect in EFFECTS


def can_pay(ctx):
    return ctx.duel.players[ctx.player].lp >= 800


def cost(ctx):
    ctx.pay_lp(800)


def legal(ctx, card):
    """A monster in your GY that can be Special Summoned; once revived, the monster it
    stays equipped to."""
    if card.location == S.GRAVE:
        return card.data.card_type == "Monster" and card.owner == ctx.player and \
            ctx.duel.can_special_summon(card, ctx.player)
    return card.location == S.MZONE and ctx.duel.equipped_to(ctx.card) is card


def _entries(ctx):
    return [e for e in ctx.duel.lingering if e["tag"] == TAG and e.get("cid") == ctx.card.cid]


def resolve(ctx):
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    if not ctx.special_summon(monster, position=S.FACEUP_ATTACK):
        return
    if not ctx.equip(ctx.card, monster):
        return
    # "when this card is destroyed, destroy the equipped monster": no chain link (like Call
    # of the Haunted); an applied delayed effect that follows this object of the card
    duel = ctx.duel
    duel.lingering = [e for e in duel.lingering if not (e["tag"] == TAG and e.get("cid") == ctx.card.cid)]
    duel.add_lingering({"tag": TAG, "cid": ctx.card.cid, "effect": APPLY_INDEX, "player": ctx.player,
                        "until": None, "equip_uid": ctx.card.uid, "monster_uid": monster.uid,
                        "negated": duel.is_negated(ctx.card), "source": ctx.card.code})


def _mine_now(ctx):
    return [e for e in _entries(ctx) if e["equip_uid"] == ctx.card.uid]


def negation_changed(ctx):
    """State check: is this card's negation (Imperial Order) no longer what the entry says?
    Destroyed while negated, it destroys nothing."""
    negated = ctx.duel.is_negated(ctx.card)
    return any(e["negated"] != negated for e in _mine_now(ctx))


def note_negation(ctx):
    duel = ctx.duel
    negated = duel.is_negated(ctx.card)
    for entry in _mine_now(ctx):
        duel.lingering = [e if e is not entry else dict(entry, negated=negated) for e in duel.lingering]


def destroyed_itself(ctx, ev):
    return ev["type"] == "destroyed" and any(e["equip_uid"] == ev.get("uid") for e in _entries(ctx))


def destroy_monster(ctx):
    entries = [e for e in _entries(ctx) if e["equip_uid"] == ctx.event.get("uid")]
    duel = ctx.duel
    duel.lingering = [e for e in duel.lingering if not any(e is x for x in entries)]
    for entry in entries:
        if entry["negated"]:
            continue
        monster = duel.card_by_uid(entry["monster_uid"])
        # a monster turned face-down was no longer equipped when this card was destroyed
        if monster is not None and monster.location == S.MZONE and monster.face_up:
            ctx.destroy([monster])


EFFECTS = [
    activate(resolve, condition=free_monster_zone, can_pay=can_pay, cost=cost,
             target=Target(lambda ctx: ctx.grave("me"), filter=legal,
                           prompt="Premature Burial: revive which monster?")),
    Effect(STATE, range=(S.SZONE,), condition=negation_changed, resolve=note_negation, label="negation"),
    Effect(APPLY, events="destroyed", match=destroyed_itself, range=("delayed",), resolve=destroy_monster,
           label="destroy the equipped monster", damage_step=DS_ALWAYS),
]
