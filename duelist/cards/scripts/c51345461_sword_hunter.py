"""Sword Hunter (51345461), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, H, M, R, STATE, TRIGGER
from duelist.engine import state as S

DESCRIPTION = ("Level 7 EARTH Warrior. At the end of the Battle Phase, the monsters it destroyed by "
               "battle that Battle Phase and that went to the GY are equipped to it from the GY as "
               "Equip Cards (not optional). It gains 200 ATK for each Monster Card equipped to it.")

VICTIMS = M.BATTLE_VICTIMS      # a mark on this object: [turn, [cid, ...]] of monsters it destroyed by battle
ATK_PER_CARD = 200


def _victim_now(ctx):
    """In the damage step, the monster battling this card whose destruction is decided."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    victim = ctx.card_by_uid(other) if other != "player" else None
    if victim is None or not ctx.destroyed_by_battle_now(victim):
        return None
    return victim


def _victims(ctx):
    mark = ctx.marked(ctx.card, VICTIMS)
    return mark[1] if mark and mark[0] == ctx.turn else []


def new_victim(ctx):
    victim = _victim_now(ctx)
    return victim is not None and victim.cid not in _victims(ctx)


def note_victim(ctx):
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, _victims(ctx) + [_victim_now(ctx).cid]])


def _in_grave_by_battle(ctx):
    """The monsters it destroyed by battle this turn that are still the objects that battle sent
    to the GY."""
    victims = _victims(ctx)
    if not victims:
        return []
    out = []
    for entry in ctx.sent_to_grave_this_turn():
        if entry["cid"] in victims and entry["reason"] == "battle":
            card = ctx.card_by_cid(entry["cid"])
            if card.uid == entry.get("uid") and card.location == S.GRAVE and card not in out:
                out.append(card)
    return out


def at_battle_end(ctx, ev):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and bool(_in_grave_by_battle(ctx))


def resolve(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
        return
    for monster in _in_grave_by_battle(ctx):
        if ctx.grave_guarded(monster):
            continue            # Necrovalley: it stays in the GY
        if not ctx.place_in_spell_zone(monster, "equip"):
            return              # no Spell & Trap Zone left: the rest stay in the GY
        if not ctx.equip(monster, card):
            ctx.send_to_grave([monster], "equip_failed")


def _equipped_monster_cards(ctx, card):
    return sum(1 for spell in ctx.related_from(card, R.EQUIP)
               if spell.location == S.SZONE and spell.data.card_type == "Monster")


# No ERAS entry: the OCG text and today's TCG text equip the monsters (not optional), +200 ATK
# each; whether the 2005 TCG print (PSV) made it optional is not settled here.
EFFECTS = [
    # (a fact noted, not an effect)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(TRIGGER, events=H.BATTLE_END, range=(S.MZONE,), match=at_battle_end, resolve=resolve,
           label="equip the monsters it destroyed by battle"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: (ATK_PER_CARD * _equipped_monster_cards(ctx, card), 0),
           label="+200 ATK per equipped Monster Card"),
]
