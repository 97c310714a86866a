"""Legacy Hunter (87010442), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior (1000/1500). When it attacks a face-down Defense Position "
               "monster and destroys it by battle, 1 card chosen at random from the opponent's hand "
               "is shuffled into their Deck (not optional).")


def note_face_down_target(ctx):
    # the start of the Damage Step: the monster it attacks is still face-down (seed 004)
    target = K.attacked_in(ctx, S.FACEDOWN_DEFENSE)
    if target is not None:
        ctx.card.info = dict(ctx.card.info or {}, face_down_target=(ctx.turn, target.cid))


def attacks_now(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def destroyed_face_down(ctx, ev):
    card = ctx.card
    if ev.get("attacker_uid") != card.uid or card.location != S.MZONE:
        return False
    if (card.info or {}).get("face_down_target") != (ctx.turn, ev.get("target")):
        return False
    victim = ctx.card_by_cid(ev.get("target"))
    return victim is not None and any(
        entry["cid"] == victim.cid and entry.get("uid") == victim.uid and entry["reason"] == "battle"
        for entry in ctx.destroyed_this_turn())


def resolve(ctx):
    hand = ctx.hand("opp")
    if hand:
        ctx.to_deck([hand[ctx.random_below(len(hand))]])


# One meaning in both eras (the 2005 print, AST: "when this card destroys a face-down Defense
# Position monster as a result of battle, return 1 card from your opponent's hand to the Deck at
# random"; the OCG text 《レガシーハンター》 「破壊した場合」: mandatory, the monster need not reach
# the GY): no ERAS entry.
EFFECTS = [
    Effect(APPLY, events="battle_start", match=attacks_now, resolve=note_face_down_target,
           label="note a face-down attack target"),
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, match=destroyed_face_down, resolve=resolve,
           damage_step=DS_ALWAYS, label="shuffle a random card of the opponent's hand into the Deck"),
]
