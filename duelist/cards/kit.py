"""Helpers a few card scripts share beyond cards/common.py: happenings about the card
itself, once-per-turn by name, deck searches (Sangan, Witch of the Black Forest), summoning
a named card from the hand, Deck or GY, monster cards equipped from the GY, turn counting
for cards that stay a number of turns, "pay LP to negate" (Dark Balter, Ryu Senshi), direct
hits that discard at random (Spirit Reaper, Reaper on the Nightmare), declarations.

Only plain data goes into `card.info`. Like the scripts, it uses only the `Ctx` surface
(docs/cards.md).
"""

from duelist.cards.common import (APPLY, CONTINUOUS, DS_ALWAYS, IGNITION, NEEDS_CUT, QUICK, STATE, TRIGGER, During,
                                  Effect, H, L, M, R, Responding,
                                  Target, choose_summon_position, free_spell_zone, shuffle_deck)
from duelist.engine import state as S


# ------------------------------------------------------------------ a card tied to its monster
# (Call of the Haunted, Brilliant Fusion, Future Fusion: `ctx.relate(monster, tie)` and
# `ctx.delay(<index of tie_left_destroys' effect>, until=while_related(ctx.card))` when the
# monster arrives; the engine cuts the relation when either leaves or turns face-down)
def tie_left_destroys(tie):
    """The delayed effect "if this card leaves the field, destroy that monster": applied, not
    activated (no chain link), unless this card's effects were negated when it left."""
    def left(ctx, ev):
        return ev["kind"] == tie and ev["cause"] == "source" and ev["cid"] == ctx.card.cid

    def destroy(ctx):
        ev = ctx.event
        if ev["negated"]:
            return            # its effects were negated when it left (Royal Decree, Imperial Order)
        monster = ctx.card_by_uid(ev["target_uid"])
        if monster is not None and monster.location == S.MZONE:
            yield from ctx.destroy([monster])
    return Effect(APPLY, events=H.UNRELATED, match=left, range=("delayed",), resolve=destroy,
                  label="this card left", damage_step=DS_ALWAYS)


def tie_destroyed_destroys(tie, label="monster destroyed"):
    """"If that monster is destroyed, destroy this card": a state check (no chain link), asked
    only while a relation was cut since the state checks last looked (ctx.lost_relations); not
    while this card's effects are negated (the engine applies no STATE effect of a negated card)."""
    def destroyed(ctx):
        for r in ctx.lost_relations(tie):
            if r.cause == "target" and (r.reason == "battle" or r.reason.startswith("destroyed")):
                return True
        return False

    def destroy_this_card(ctx):
        yield from ctx.destroy([ctx.card])
    return Effect(STATE, range=(S.SZONE,), condition=destroyed, resolve=destroy_this_card, needs=NEEDS_CUT,
                  label=label)


# ------------------------------------------------------------------ moves
def is_self_move(ctx, ev, to=S.GRAVE):
    """`ev` is the move of this very card (the object now where the trigger looks) to `to`."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("to") == to


def sent_from_field_to_grave(ctx, ev):
    """"If this card is sent from the field to the GY" (face-up or face-down, any reason)."""
    return is_self_move(ctx, ev) and ev.get("origin") in S.FIELD_LOCATIONS


def sent_from_monster_zone_to_grave(ctx, ev):
    return is_self_move(ctx, ev) and ev.get("origin") == S.MZONE


def was_destroyed(ev):
    """A "moved" happening caused by destruction (by battle or by an effect or a rule)."""
    reason = ev.get("reason") or ""
    return reason == "battle" or reason.startswith("destroyed")


def destroyed_by_battle(ev):
    return ev.get("reason") == "battle"


# ------------------------------------------------- "only once per turn" by name
def _name_key(ctx):
    return "c:name_opt:%d:%d" % (ctx.card.data.code, ctx.player)


def name_opt_free(ctx):
    """"You can only use this effect of <name> once per turn" (each player, every copy)."""
    return not ctx.used_this_turn(_name_key(ctx))


def spend_name_opt(ctx):
    """Cost side of the restriction: the use counts from the activation (even if negated)."""
    ctx.spend_this_turn(_name_key(ctx))


def lock_name(ctx, card):
    """"You cannot activate cards, or the effects of cards, with that name for the rest of
    this turn" (Sangan, Witch): a lasting player rule L.NO_ACTIVATE_NAME on this player with
    the passcode; the engine refuses those activations until the end of the turn."""
    ctx.player_flag(ctx.player, L.NO_ACTIVATE_NAME, code=card.data.code, name=card.data.name)


# ------------------------------------------------------------------ decks


def search_deck(ctx, flt, prompt):
    """Generator: add 1 card from your Deck that passes flt(card) to your hand, show it
    to the opponent, then shuffle. Returns the card or None (nothing fits)."""
    fits = [c for c in ctx.deck("me") if flt(c)]
    chosen = []
    if fits:
        chosen = yield from ctx.choose_cards(fits, 1, prompt=prompt)
    if chosen:
        ctx.to_hand(chosen)
        ctx.reveal(chosen, ctx.opponent)
    shuffle_deck(ctx)
    return chosen[0] if chosen else None


def field_to_grave_search(flt, prompt):
    """Sangan, Witch of the Black Forest: "if this card is sent from the field to the GY, add 1
    monster (that passes `flt`) from your Deck to your hand". Returns (today's effects: once per
    turn by name, the card found locked for the turn; the 2005 effects: neither), each a
    list of Effect objects of its own."""
    def resolve(ctx):
        card = yield from search_deck(ctx, flt, prompt)
        if card is not None:
            lock_name(ctx, card)

    def resolve_2005(ctx):
        yield from search_deck(ctx, flt, prompt)

    today = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=sent_from_field_to_grave,
                    condition=name_opt_free, cost=spend_name_opt, resolve=resolve, label="search")]
    then = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=sent_from_field_to_grave,
                   resolve=resolve_2005, label="search")]
    return today, then


def battle_floater(flt, prompt, label, attack_position=False):
    """Mystic Tomato, Pyramid Turtle (and the other "floaters"): "when this card is destroyed
    by battle and sent to the GY, you can Special Summon 1 monster (that passes `flt`) from
    your Deck" (a "when" effect: it can miss the timing; usable in the damage step). In Attack
    Position if `attack_position`, else its player chooses. Returns the Effect."""
    def fits(ctx, card):
        return card.data.card_type == "Monster" and flt(card) and ctx.can_special_summon(card)

    def match(ctx, ev):
        return is_self_move(ctx, ev) and destroyed_by_battle(ev)

    def condition(ctx):
        return ctx.any_card("deck", fits)

    def resolve(ctx):
        fitting = ctx.cards_where("deck", fits)
        if fitting:
            chosen = yield from ctx.choose_cards(fitting, 1, prompt=prompt)
            if chosen:
                if attack_position:
                    position = S.FACEUP_ATTACK
                else:
                    position = yield from choose_summon_position(ctx, chosen[0])
                ctx.special_summon(chosen[0], position=position)
        shuffle_deck(ctx)

    return Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, optional=True, when=True,
                  damage_step=DS_ALWAYS, condition=condition, resolve=resolve, special_summons=True, label=label)


def copies_of(ctx, code, where=("hand", "deck")):
    """Your cards with passcode `code` in the places named ("hand", "deck", "grave")."""
    out = []
    for place in where:
        for c in getattr(ctx, place)("me"):
            if c.data.code == code:
                out.append(c)
    return out


def summon_copy(ctx, code, where, prompt):
    """Generator: Special Summon 1 card with passcode `code` from your hand, Deck and/or GY
    (`where`), the player picking the copy and its position; the Deck is shuffled when the
    card came from it (Skilled White Magician, Hand of Nephthys, Dark Mimic LV1). Returns the
    card, or None when none can be Special Summoned. A copy in the GY that Necrovalley guards
    is none it may take (`ctx.grave_guarded`)."""
    found = [c for c in copies_of(ctx, code, where) if ctx.can_special_summon(c) and not ctx.grave_guarded(c)]
    if not found:
        return None
    chosen = yield from ctx.choose_cards(found, 1, prompt=prompt)
    from_deck = chosen[0].location == S.DECK
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)
    if from_deck:
        shuffle_deck(ctx)
    return chosen[0]


def monster_atk_at_most(limit):
    """Deck filter: a monster whose printed ATK is at most `limit` ("?" counts as 0)."""
    return lambda c: c.data.card_type == "Monster" and (c.data.atk or 0) <= limit


def monster_def_at_most(limit):
    """Deck filter: a monster whose printed DEF is at most `limit` ("?" counts as 0)."""
    return lambda c: c.data.card_type == "Monster" and (c.data.defense or 0) <= limit


# ----------------------------------------------------------- equips from the GY


def equip_from_grave(ctx, monster):
    """Put this monster card from the GY into a Spell & Trap Zone as an Equip Card for
    `monster` (Archfiend of Gilfer, Dark Necrofear). Returns True if it is equipped.
    The engine's state checks then destroy it when the monster leaves or turns face-down."""
    card = ctx.card
    if card.location != S.GRAVE or not free_spell_zone(ctx):
        return False
    if monster.location != S.MZONE or not monster.face_up:
        return False
    ctx.place_in_spell_zone(card, "equip")     # its equip effects apply and the equip rules hold it
    if not ctx.equip(card, monster):
        ctx.send_to_grave([card], "equip_failed")
        return False
    return True




def summon_target_equipped(ctx):
    """An Equip Spell that brings its target back and equips it (seed 000 §裝備魔法: its
    target may be in the GY or banished, as the Spell says): the target, if it is still one and
    this card is still on the field, Special Summoned in Attack Position, then this card
    equipped to it. Returns the monster, or None where either step failed (Premature Burial,
    D.D.R. - Different Dimension Reincarnation)."""
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return None
    monster = targets[0]
    if not ctx.special_summon(monster, position=S.FACEUP_ATTACK) or not ctx.equip(ctx.card, monster):
        return None
    return monster


def equipped_monster(ctx):
    """The monster this card (as an Equip Card in a Spell & Trap Zone) is equipped to."""
    if ctx.card.location != S.SZONE:
        return None
    return ctx.related(R.EQUIP)




def destroyed_by_opponent_this_turn(ctx):
    """This card (in its owner's GY) got there this turn from a Monster Zone where its owner
    controlled it, destroyed by battle, or by the effect of a card the opponent controlled (the
    record's `by`: not its own player's Proxy Dragon destroying it instead in the middle of the
    opponent's effect): the duel's record of this turn."""
    card = ctx.card
    if card.location != S.GRAVE:
        return False
    mine = [e for e in ctx.sent_to_grave_this_turn() if e["cid"] == card.cid]
    if not mine or mine[-1]["controller"] != ctx.player or mine[-1]["origin"] != S.MZONE:
        return False
    last = mine[-1]
    if last["uid"] != card.uid:
        return False
    reason = last["reason"]
    if reason == "battle" or reason == "destroyed_battle":
        return True
    if reason != "destroyed_effect":
        return False
    return last["by"] is not None and last["by"] != ctx.player


# ------------------------------------------------------- turn counting
def turn_player_of(ctx, turn):
    """Who played `turn` (turns alternate)."""
    return ctx.turn_player if (ctx.turn - turn) % 2 == 0 else 1 - ctx.turn_player


def turns_of(ctx, player, since, until=None):
    """How many turns of `player` lie in since..until (both included)."""
    until = ctx.turn if until is None else until
    count = 0
    for t in range(since, until + 1):
        if turn_player_of(ctx, t) == player:
            count += 1
    return count


def activation_turn(card):
    """The turn this face-up Spell was activated: the engine keeps it in `card.activated` once the
    activation resolved, also where its effect was negated (Imperial Order: a Set Swords of
    Revealing Light counts from its activation, not from the turn it was Set); a card placed
    face-up by a scenario table counts from the turn it arrived."""
    activated = card.activated
    if activated and activated is not True:
        return activated
    info = card.info
    if info and "turn" in info:
        return info["turn"]
    return card.turn_placed


def note_activation(ctx, **extra):
    info = dict(ctx.card.info or {})
    info["turn"] = ctx.turn
    info.update(extra)
    ctx.card.info = info


def expire(ctx):
    """A STATE effect: this card's time is up (Swords of Revealing Light): it is destroyed,
    once (a replacement effect may save it: engine/destruction.py)."""
    ctx.card.info = dict(ctx.card.info or {}, expired=True)
    yield from ctx.destroy([ctx.card])


def now(ctx):
    """The current phase as a "phase" happening would describe it (for STATE effects)."""
    return {"phase": ctx.phase, "player": ctx.turn_player}


def opponent_end_phase_number(ctx, ev):
    """At the opponent's End Phase: which of their End Phases since this card's activation
    this is (1, 2, 3...); 0 at any other phase."""
    if ev.get("phase") != S.PHASE_END or ev.get("player") == ctx.player:
        return 0
    return turns_of(ctx, ctx.opponent, activation_turn(ctx.card))


def own_standby_number(ctx, ev):
    """At your own Standby Phase: which of your Standby Phases after the activation turn
    this is (1, 2...); 0 at any other phase."""
    if ev.get("phase") != S.PHASE_STANDBY or ev.get("player") != ctx.player:
        return 0
    return turns_of(ctx, ctx.player, activation_turn(ctx.card) + 1)


# ------------------------------------------- direct hits that discard at random
def direct_battle_damage(ctx, ev):
    """This monster's direct attack dealt the opponent battle damage (Spirit Reaper, Reaper
    on the Nightmare)."""
    attack = ctx.attack
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent and \
        attack is not None and attack[0] == ctx.card.uid and attack[1] == "player"


def random_discard(ctx):
    """Discard 1 card chosen at random from the opponent's hand."""
    hand = ctx.hand("opp")
    if hand:
        ctx.discard([hand[ctx.random_below(len(hand))]])


# --------------------------------------------------- pay LP to negate a card
def pay_to_negate(card_type, lp, label):
    """A quick effect: "when a Normal <card_type> Card is activated, you can pay `lp` LP;
    negate its effect" (Dark Balter the Terrible: Spells; Ryu Senshi: Traps)."""
    def activated(ctx):
        link = ctx.responding_to
        if link is None or not link.card_activation or link.negated is not None:
            return False
        return link.card_type == card_type and ctx.link_card(link).data.property == "Normal"

    def negate(ctx):
        link = ctx.responding_to
        if link is not None:
            ctx.negate_effect(link)

    return Effect(QUICK, condition=Responding(activated), can_pay=lambda ctx: ctx.can_pay_lp(lp),
                  cost=lambda ctx: ctx.pay_lp(lp), resolve=negate, label=label)


# ------------------------------------------------------------ declarations
MONSTER_TYPES = ("Aqua", "Beast", "Beast-Warrior", "Creator God", "Cyberse", "Dinosaur",
                 "Divine-Beast", "Dragon", "Fairy", "Fiend", "Fish", "Illusion", "Insect",
                 "Machine", "Plant", "Psychic", "Pyro", "Reptile", "Rock", "Sea Serpent",
                 "Spellcaster", "Thunder", "Warrior", "Winged Beast", "Wyrm", "Zombie")
# the Types that existed in 2005 (the cards' 2005 texts, GOAT): not yet Psychic (2008), Creator
# God, Wyrm, Cyberse or Illusion
MONSTER_TYPES_2005 = tuple(t for t in MONSTER_TYPES
                           if t not in ("Creator God", "Cyberse", "Illusion", "Psychic", "Wyrm"))


def declare_type(ctx, types=MONSTER_TYPES):
    """Generator: the player declares a monster Type (any Type of `types` may be named, held
    by a monster or not); the declaration is public. Returns the Type."""
    pick = yield from ctx.choose_option(list(types), "%s: declare a monster Type"
                                        % ctx.card.data.name)
    race = types[pick]
    ctx.declare("Type", race)
    return race


# ------------------------------------------------------------------ misc




def grave_monsters(ctx, who="me", flt=None):
    return [c for c in ctx.grave(who) if c.data.card_type == "Monster" and (flt is None or flt(c))]


def grave_has_attributes(ctx, attributes, who="me"):
    """Does `who`'s GY hold, for each Attribute in `attributes` (different ones), at least
    one monster of it? One walk that stops once every one is seen: a summoning procedure's
    condition the Main Phase menu asks while its card is in the hand (Black Luster Soldier -
    Envoy of the Beginning, Chaos Sorcerer: a LIGHT and a DARK monster)."""
    missing = set(attributes)
    for card in ctx.grave(who):
        data = card.data
        if data.card_type == "Monster" and data.attribute in missing:
            missing.discard(data.attribute)
            if not missing:
                return True
    return not missing


def banish_cost(ctx, cards_fn, count, prompt):
    """Generator: choose `count` of cards_fn(ctx) and banish them face-up as a cost."""
    chosen = yield from ctx.choose_cards(cards_fn(ctx), count, prompt=prompt)
    ctx.banish(chosen, "cost")
    return chosen


# ------------------------------------------------- soft once per turn, by object
SOFT_OPT = M.SOFT_OPT       # a mark: the turn this object used its effect


def soft_opt_free(ctx):
    """A soft once-per-turn: a card that moved, or was turned face-down since, is a new
    object and may use it again (the engine clears marks then)."""
    return ctx.marked(ctx.card, SOFT_OPT) != ctx.turn


def spend_soft_opt(ctx):
    ctx.mark(ctx.card, SOFT_OPT, ctx.turn)


# ---------------------------------------------------------------- absorbing a monster
# Thousand-Eyes Restrict and Relinquished: once per turn, equip an opponent's monster to
# this card; this card's ATK/DEF become the held monster's, which is destroyed instead of it.

def absorbed(ctx):
    """The monster card this object holds as an Equip Card, or None: the first Monster Card in
    a Spell & Trap Zone (yours, then your opponent's, in zone order) whose equip relation is
    to this object. Read from the relations to this object (`ctx.related_from`: none, or
    the one held, nearly always; a relation from a card lasts while it stays where it is),
    the zones walked only when several Monster Cards there are equipped to it."""
    card = ctx.card
    held = None
    for spell in ctx.related_from(card, R.EQUIP):
        if spell.location == S.SZONE and spell.data.card_type == "Monster":
            if held is not None:
                break       # (several: the first in the zones' order, below)
            held = spell
    else:
        return held
    for spell in ctx.spells_traps("both"):
        if spell.data.card_type == "Monster" and ctx.related(R.EQUIP, spell) is card:
            return spell
    return None


def _absorb_condition(ctx):
    return absorbed(ctx) is None and free_spell_zone(ctx)


def _opp_monster(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.player


def _absorb(ctx, hidden_stays=False):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
        # it turned face-down or left the field in the chain: the target cannot be equipped
        # and is sent to the GY, not by a card effect (the Relinquished rulings: the
        # Edison-format archive; the OCG answer for Relinquished Anima)
        left = [monster for monster in ctx.targets if monster.location == S.MZONE]
        if left:
            ctx.send_to_grave(left, "equip_failed")
        return
    if absorbed(ctx) is not None:
        return
    for monster in ctx.targets:
        # (the 2005 texts: a face-down monster is equipped face-down, `hidden_stays`)
        if not ctx.place_in_spell_zone(monster, "equip", face_down=hidden_stays and not monster.face_up):
            return
        if not ctx.equip(monster, card):
            ctx.send_to_grave([monster], "equip_failed")
        else:
            ctx.mark(monster, M.HELD)       # held by this card's own effect: lost once it is negated


def _absorb_2005(ctx):
    return _absorb(ctx, hidden_stays=True)


def _absorbed_stats(ctx, card):
    held = absorbed(ctx)
    if held is None:
        return (None, None)
    if not held.face_up:
        return (0, 0)       # (the 2005 texts: a monster equipped face-down gives 0 ATK and 0 DEF)
    return (held.data.atk or 0, held.data.defense or 0)


def _absorbed_list(ctx):
    held = absorbed(ctx)
    return [] if held is None else [held]


def absorb_effects(name, texts="current"):
    """The three effects of a monster that absorbs an opponent's monster (see above). texts
    "2005" (the GOAT preset's card texts): a face-down monster is equipped face-down and the
    absorbing monster's ATK and DEF become 0 (Thousand-Eyes Restrict's 2005 printing says
    so; its previously official ruling on yugioh.pl; the 2005 Relinquished the same);
    today's texts turn it face-up as an Equip Card, its ATK and DEF given."""
    from duelist.cards.common import CONTINUOUS, IGNITION, Effect, Target, destroy_instead, opp_monsters
    return [
        Effect(IGNITION, once_per_turn=True, condition=_absorb_condition,
               resolve=_absorb_2005 if texts == "2005" else _absorb,
               target=Target(opp_monsters, filter=_opp_monster, prompt="%s: absorb which monster?" % name),
               label="equip 1 opponent's monster to this card"),
        Effect(CONTINUOUS, tag="set_stats", affects=lambda ctx, card: card is ctx.card,
               value=_absorbed_stats, label="ATK/DEF of the equipped monster"),
        destroy_instead(lambda ctx, card: card is ctx.card, _absorbed_list, reasons=("battle",),
                        optional=False, label="the equipped monster is destroyed instead"),
    ]


# ------------------------------------------- monsters Set as a Spell ("Artifact")
def is_artifact_monster(card):
    """An "Artifact" monster card (Artifact Ignition's Deck search)."""
    return card.data.card_type == "Monster" and "Artifact" in (card.data.series or ())


def set_card_destroyed_in_opponents_turn(ctx, ev):
    """"During your opponent's turn, if this Set card in the Spell & Trap Zone is destroyed
    and sent to your GY" (match): destroyed while Set there (`ctx.destroyed_while_set`), by
    anyone, in the turn of the opponent of the player who controlled it."""
    return ctx.destroyed_while_set(ev) and ctx.turn_player != ev.get("controller")


def special_summoned_in_opponents_turn(ctx, ev):
    """"If this card is Special Summoned during your opponent's turn" (match; by any card)."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("kind") in ("special", "proc") \
        and ctx.turn_player != ctx.player


def artifact_revival(label="Special Summon itself"):
    """The "Artifact" monsters' shared effect (with module constant `SET_AS_SPELL = True`, the
    Set from the hand as a Spell): during the opponent's turn, if this card is destroyed while
    Set in the Spell & Trap Zone and sent to the GY, it Special Summons itself from the GY, in
    face-up Attack or Defense Position. A mandatory "if" trigger: it cannot miss the timing,
    whoever destroyed it; it may be used in the damage step."""
    def resolve(ctx):
        card = ctx.card
        if card.uid != ctx.link.card_uid or card.location != S.GRAVE or not ctx.can_special_summon(card):
            return
        position = yield from choose_summon_position(ctx)
        ctx.special_summon(card, position=position)

    return Effect(TRIGGER, events="moved", range=(S.GRAVE,), leaves_grave=True,
                  match=set_card_destroyed_in_opponents_turn,
                  damage_step=DS_ALWAYS, resolve=resolve, special_summons=True, label=label)


# ---------------------------------------------------------------- Gladiator Beasts
GLADIATOR_BEAST = "Gladiator Beast"


def in_archetype(card, archetype=GLADIATOR_BEAST):
    """The card is a card of `archetype` (its database series)."""
    return archetype in (card.data.series or ())


def summoned_by_archetype_monster(ctx, card, archetype=GLADIATOR_BEAST):
    """This monster object was Special Summoned by the effect of a monster of `archetype`
    (the engine remembers which effect summoned it: `ctx.summoned_by`); a summon by a Spell,
    a Trap or a monster of another archetype, or by a summoning procedure, is not."""
    got = ctx.summoned_by(card)
    return got is not None and got[1] and archetype in (got[0].series or ())


def summoned_by_gladiator_beast(ctx, ev):
    """A "summoned" happening: this card object was just Special Summoned by the effect of a
    "Gladiator Beast" monster."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and \
        summoned_by_archetype_monster(ctx, card)


def battled_this_turn(ctx, card):
    """The monster object went through damage calculation this turn (the engine's mark)."""
    return ctx.marked(card, M.BATTLED_TURN) == ctx.turn


def tag_out(count=1, exclude=None):
    """The Gladiator Beasts' "tag out": "at the end of the Battle Phase, if this card battled:
    you can shuffle it into the Deck (a Fusion Monster: the Extra Deck); Special Summon
    `count` "Gladiator Beast" monsters from your Deck, except `exclude` (a card name)". An
    optional trigger of the End Step of either player's Battle Phase; shuffling the card
    away is its cost, so it can be activated only with `count` such monsters in the Deck and
    room for them once it has left. Those summoned are Special Summoned by the effect of a
    "Gladiator Beast" monster. Returns the Effect."""
    def fits(ctx, card, leaving=()):
        return card.data.card_type == "Monster" and in_archetype(card) and card.data.name != exclude and \
            ctx.can_special_summon(card, leaving=leaving)

    def room(ctx, leaving):
        free = ctx.free_monster_zone_count()
        if leaving and ctx.card.location == S.MZONE and ctx.card.seq < S.EMZ_FIRST_SEQ:
            free += 1
        return free >= count

    def match(ctx, ev):
        return battled_this_turn(ctx, ctx.card)

    def fits_once_gone(ctx, card):
        return fits(ctx, card, (ctx.card,))      # the card shuffled away (the cost) first

    def condition(ctx):
        return room(ctx, (ctx.card,)) and ctx.count_cards("deck", fits_once_gone) >= count

    def cost(ctx):
        ctx.to_deck([ctx.card], "cost")

    def resolve(ctx):
        fitting = [c for c in ctx.deck("me") if fits(ctx, c)]
        if len(fitting) >= count and room(ctx, ()):
            chosen = fitting            # no choice to make
            if len(fitting) > count:
                chosen = yield from ctx.choose_cards(fitting, count, prompt="%s: Special Summon which "
                                                     "\"Gladiator Beast\" monster?" % ctx.card.data.name)
            for card in chosen:
                position = yield from choose_summon_position(ctx, card)
                ctx.special_summon(card, position=position)
        shuffle_deck(ctx)

    what = "1 Gladiator Beast" if count == 1 else "%d Gladiator Beasts" % count
    return Effect(TRIGGER, events=H.BATTLE_END, range=(S.MZONE,), match=match, optional=True,
                  condition=condition, cost=cost, resolve=resolve, special_summons=True,
                  label="tag out: shuffle it into the Deck, Special Summon %s" % what)


# ------------------------------------------------------------- declaring a card name
# (Mind Crush, Archfiend's Oath; built on the `option` request, so the protocol, replays, the
# web UI and the RL env read it as any other declaration)
_DECLARABLE = None      # (CardData, ...) every card name a deck could hold, in the fixed order


def declarable_cards():
    """Every card name of the card database, each once (never a Token; an alternate artwork under
    its main passcode's card), sorted by English name (then passcode): a player may declare any
    card name, also one the engine does not play yet (it then names nothing in any Deck). It
    depends on no Deck and on no player (offering only the names of the opponent's Deck would
    tell that Deck), and not on which cards have scripts: a replay's answers to a declaration
    (option indices) stay the same names as scripts are added. Built once a process (the whole
    card database is read); a tuple."""
    global _DECLARABLE
    if _DECLARABLE is None:
        from duelist.cards import db
        seen = {}
        for data in db.all_cards():
            main = data.alias or data.code
            if main not in seen and not data.is_token:
                seen[main] = data if data.code == main else db.get_card(main)
        _DECLARABLE = tuple(sorted(seen.values(), key=lambda d: (d.name.casefold(), d.name, d.code)))
    return _DECLARABLE


NAMES_PER_REQUEST = 60      # the most options one step of a card-name declaration offers
RUN_LABEL = "%s \u2026 %s"   # a run of names: "Abyss Soldier … Axe of Despair" (no card name has "…")


def name_ranges(cards, size=NAMES_PER_REQUEST):
    """`cards` (CardData in name order) cut into at most `size` runs of names that follow one
    another, as even as can be: [(first name, last name, cards), ...]. One step of a card-name
    declaration offers the runs ("Abyss Soldier - Axe of Despair"), as a dictionary's guide
    words do, until one run is at most `size` names: then the names themselves. (Card names hold
" - ": the two ends are joined by RUN_LABEL's "…".)"""
    count = min(size, -(-len(cards) // size))
    out = []
    start = 0
    for i in range(count):
        end = start + (len(cards) - start) // (count - i)
        run = cards[start:end]
        out.append((run[0].name, run[-1].name, run))
        start = end
    return out


def declare_card_name(ctx, player=None, prompt=None, where=None):
    """Generator: `player` (by default this effect's player) declares a card name, picked from
    `declarable_cards()` (the same list, in the same order, for both players and in every
    duel), narrowed by `where(data)` (a CardData filter) where the card's text restricts the
    declaration (Mystic Probe: a Continuous Spell). Asked on `option` requests of at most
    NAMES_PER_REQUEST options: while more names are left, a step offers runs of names that
    follow one another ("Abyss Soldier … Axe of Despair", `name_ranges`), then the names of
    the run picked (14,215 names: three steps), so a person reads it as a dictionary and an RL
    policy's action space stays small. The declaration is public and logged as that player's
    (`ctx.declare("card name", ...)`). Returns the CardData declared (the main passcode's:
    compare with `ctx.is_named(card, data.code)`)."""
    cards = declarable_cards()
    if where is not None:
        cards = tuple(data for data in cards if where(data))
    who = ctx.player if player is None else player
    title = prompt or "%s: declare a card name" % ctx.card.data.name
    while len(cards) > NAMES_PER_REQUEST:
        runs = name_ranges(cards)
        pick = yield from ctx.choose_option([RUN_LABEL % (first, last) for first, last, _ in runs],
                                            title + " (which names?)", player=who)
        cards = runs[pick][2]
    pick = yield from ctx.choose_option([data.name for data in cards], title, player=who)
    declared = cards[pick]
    ctx.declare("card name", declared.name, player=who)
    return declared


def not_extra_deck(data):
    """A `declare_card_name` filter: no Fusion, Synchro, Xyz or Link Monster (a card that can
    never be in a hand: Mind Crush's OCG ruling)."""
    return not data.is_extra_deck


# ------------------------------------------------------------- a maintenance cost in LP
def standby_upkeep(lp):
    """The Effect of a face-up Spell/Trap's maintenance cost "in each of your Standby Phases, pay
    `lp` LP or destroy this card": applied in its controller's own Standby Phase, no chain link,
    due while its effects are negated too; its controller may decline (or cannot pay) and it is
    destroyed. Once a turn (`card.info["upkeep_turn"]`); `upkeep_waived` in the card's
    activation waives the payment of the Standby Phase it is activated in (Imperial Order's
    ruling). Messenger of Peace, Fairy Box."""
    def due(ctx, ev):
        card = ctx.card
        return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == card.controller and \
            card.activated and (card.info or {}).get("upkeep_turn") != ctx.turn

    def upkeep(ctx):
        ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)
        if ctx.lp(ctx.player) >= lp:
            pay = yield from ctx.yes_no("%s: pay %d LP to keep it?" % (ctx.card.data.name, lp))
            if pay:
                ctx.pay_lp(lp)
                return
        yield from ctx.destroy([ctx.card], "effect")

    return Effect(APPLY, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)), match=due,
                  resolve=upkeep, while_negated=True, label="upkeep: %d LP" % lp)


def upkeep_waived(ctx):
    """`standby_upkeep`'s card activated in a Standby Phase: that phase's payment is not due."""
    if ctx.phase == S.PHASE_STANDBY:
        ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)


# ------------------------------------------------------------- turning itself face-down
def _hide(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def turn_face_down_once_per_turn():
    """The ignition effect "once per turn: you can change this card to face-down Defense
    Position" (a card moved or turned since its activation is a new card: nothing happens to it;
    not offered while it may not be turned face-down: Light of Intervention). Des Lacooda,
    Guardian Sphinx, Swarm of Scarabs, Swarm of Locusts (Stealth Bird and Medusa Worm write the
    same out)."""
    return Effect(IGNITION, once_per_turn=True,
                  condition=lambda ctx: ctx.can_change_position(ctx.card, S.FACEDOWN_DEFENSE),
                  resolve=_hide, label="turn face-down")


def flip_summoned_self(ctx, ev):
    """A `summoned` happening that is this card object's own Flip Summon ("when this card is Flip
    Summoned": Des Lacooda, Guardian Sphinx)."""
    return ev.get("kind") == "flip" and ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


# ------------------------------------------------------------- "pick one" effects with a target in one mode
# (the engine's Target asks a legal target before any activation; a mode that targets nothing
# must not need one: a request for an engine-level modal effect stands, stop 54)
class ModeTarget(Target):
    """The target of one mode of a "pick 1 of these effects" trigger: the activation needs a
    legal one only while no other mode is open (`others(ctx)`); once the mode is picked the
    candidates say whether it targets (Dark Scorpions Cliff and Gorg)."""

    __slots__ = ("others",)

    def __init__(self, candidates, others, **kw):
        Target.__init__(self, candidates, **kw)
        self.others = others

    def enough(self, ctx):
        return self.others(ctx) or Target.enough(self, ctx)


def _dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and ev.get("source_uid") == card.uid \
        and ev.get("player") == ctx.opponent


def modal_battle_damage_trigger(modes, deck_mode_open, target, resolve_target, resolve_deck, name, label, **kw):
    """A "pick one as it is activated" trigger on this card's battle damage to the opponent
    (the Dark Scorpions Cliff, Gorg and Meanae): mode 0 targets (`target`, a ModeTarget), mode 1
    (open while `deck_mode_open(ctx)`) works without a target; the mode picked is declared and
    kept in the link's info ("mode")."""

    def choose(ctx):
        open_modes = []
        if Target.enough(target, ctx):
            open_modes.append(0)
        if deck_mode_open(ctx):
            open_modes.append(1)
        pick = 0
        if len(open_modes) > 1:
            pick = yield from ctx.choose_option([modes[i] for i in open_modes], "%s: which effect?" % name)
        ctx.link.info["mode"] = open_modes[pick]
        ctx.declare("effect", modes[open_modes[pick]])

    def resolve(ctx):
        if ctx.link.info.get("mode") == 0:
            if not ctx.targets:
                return
            result = resolve_target(ctx)
        else:
            result = resolve_deck(ctx)
        if result is not None and hasattr(result, "send"):
            yield from result

    return Effect(TRIGGER, events=H.DAMAGE, match=_dealt_battle_damage, optional=True, damage_step=DS_ALWAYS,
                  cost=choose, resolve=resolve, target=target, label=label, **kw)


def mode_candidates(fetch):
    """The targeting mode's candidates: none once the Deck mode is picked."""
    def candidates(ctx):
        link = ctx.link
        if link is not None and link.info.get("mode") == 1:
            return []
        return fetch(ctx)
    return candidates


# ------------------------------------------------------------- destroying the monster it attacks
def attacked_in(ctx, position):
    """The monster in `position` (S.FACEDOWN_DEFENSE, S.FACEUP_DEFENSE) this card is attacking
    now, or None."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or attack[0] != card.uid or attack[1] == "player" or card.location != S.MZONE:
        return None
    target = ctx.card_by_uid(attack[1])
    if target is None or target.location != S.MZONE or target.position != position:
        return None
    return target


def destroy_attacked_in(position, label):
    """The trigger "when this card attacks a monster in `position`: destroy it at the start of the
    Damage Step" (no damage calculation; mandatory): Mystic Swordsman LV2 / LV4 (a face-down
    one), Ninja Grandmaster Sasuke (a face-up Defense Position one)."""
    def match(ctx, ev):
        return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
            attacked_in(ctx, position) is not None

    def resolve(ctx):
        target = attacked_in(ctx, position)
        if target is not None and ctx.card.uid == ctx.link.card_uid:
            yield from ctx.destroy([target])

    return Effect(TRIGGER, events="battle_start", match=match, damage_step=DS_ALWAYS, resolve=resolve,
                  destroys=True, label=label)


# ------------------------------------------------------------- "Tribute 1 monster" as a cost
def _tributable(ctx, card):
    return not ctx.cannot_be_tributed(card)


def can_tribute_one(ctx):
    """`can_pay` of a "Tribute 1 monster you control" cost: one that may be Tributed."""
    return ctx.any_card("monsters", _tributable)


def tribute_one(ctx):
    """The cost "Tribute 1 monster you control" (it may be this card): Cannon Soldier, Axe of
    Despair, Monster Gate."""
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("me")), 1,
                                         prompt="%s: Tribute which monster?" % ctx.card.data.name)
    ctx.send_to_grave(chosen, "tribute")


# ------------------------------------------------------------------------------ round 55i
def batch_watch(fits, apply_batch, events=(H.MOVED,), label=None):
    """The effects of a Continuous Spell/Trap whose text reacts once to each batch of
    happenings with a count over that batch, "each time card(s) ..., 500 for each" (Fatal
    Abacus, Soul Absorption): its activation starts a delayed effect (its effect 1, range
    ("delayed",), which hears every happening of a batch: `ctx.happenings`) lasting while
    this card object stays face-up where it is; the effect is applied, no chain link, after
    each batch holding a happening `fits(ctx, ev)`, while the card is face-up in its zone with
    its effects not negated, and calls `apply_batch(ctx, fitting happenings)`. (A card a test
    table places face-up has no watcher: activate it in the test.)"""
    from duelist.cards.common import activate
    from duelist.engine.lasting import while_face_up

    def start(ctx):
        if ctx.card_still_here:
            ctx.delay(1, until=while_face_up(ctx.card))

    def active(ctx):
        card = ctx.card
        return card.location == S.SZONE and card.face_up and bool(card.activated) and not ctx.is_negated(card)

    def match(ctx, ev):
        return active(ctx) and fits(ctx, ev)

    def resolve(ctx):
        if active(ctx):
            apply_batch(ctx, [ev for ev in ctx.happenings if ev["type"] in events and fits(ctx, ev)])

    return [activate(start),
            Effect(APPLY, events=events, range=("delayed",), match=match, resolve=resolve, label=label,
                   damage_step=DS_ALWAYS)]


# ------------------------------------------------------- round h56a
def batch_watch_at_once(fits, apply_batch, events=(H.MOVED,), label=None):
    """`batch_watch`, its effect applied the instant each batch closes (`Effect.at_once`: seed
    001 §其他效果, an effect with no chain link applies the instant its condition is met, even
    in the middle of a procedure), not at the next window: Fatal Abacus's 500 for a monster
    Tributed for Jinzo is taken before Jinzo is on the field to negate it. `apply_batch` must ask
    nothing."""
    effects = batch_watch(fits, apply_batch, events, label)
    watch = effects[1]
    return [effects[0], Effect(APPLY, events=watch.events, range=("delayed",), match=watch.match,
                               resolve=watch.resolve, label=label, damage_step=DS_ALWAYS, at_once=True)]


# ------------------------------------------------------------------------------ round 56c
# the "Archfiend" monsters of Dark Crisis (Desrook, Infernalqueen, Vilepawn, Darkbishop, Skull
# Archfiend of Lightning, Shadowknight Archfiend) and Pandemonium
ARCHFIEND = "Archfiend"


def is_archfiend(card, era=None):
    """A card of the "Archfiend" archetype: one of its database series (デーモン: Summoned Skull,
    B. Skull Dragon, Lesser Fiend too). The same under the 2005 texts (`era` "2005", kept for the
    callers): the TCG counted the デーモン cards released before Dark Crisis as Archfiends
    retroactively (Card of the Day, eternity.mancubus.net, 2005-01-28: Summoned Skull and B.
    Skull Dragon; cogonline.net "Archfiends: The Low-Down" lists Axe of Despair, B. Skull Dragon,
    Beast of Talwar, Fiend Skull Dragon, Lesser Fiend, Shadow Tamer, Summoned Skull, Toon
    Summoned Skull and the cards named Archfiend; round 56v)."""
    return ARCHFIEND in (card.data.series or ())


def archfiend_upkeep(lp):
    """The maintenance cost "its controller pays `lp` LP in each of their Standby Phases (not
    optional)" of a face-up Archfiend monster: applied in its controller's own Standby Phase, no
    chain link, due while its effects are negated too (a cost, no effect: Shadowknight
    Archfiend's reading); with fewer LP it is destroyed. Once a turn (`M.UPKEEP_TURN`); not due
    while a continuous effect tagged `C.NO_ARCHFIEND_UPKEEP` applies (Pandemonium)."""
    from duelist.cards.common import C

    def due(ctx, ev):
        card = ctx.card
        return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == card.controller and \
            card.face_up and ctx.marked(card, M.UPKEEP_TURN) != ctx.turn and \
            not ctx.applies(C.NO_ARCHFIEND_UPKEEP)

    def upkeep(ctx):
        ctx.mark(ctx.card, M.UPKEEP_TURN, ctx.turn)
        if ctx.lp(ctx.player) >= lp:
            ctx.pay_lp(lp)
        else:
            yield from ctx.destroy([ctx.card], "effect")

    return Effect(APPLY, events="phase", range=(S.MZONE,), during=During(own=(S.PHASE_STANDBY,)), match=due,
                  resolve=upkeep, while_negated=True, label="upkeep: %d LP" % lp)


def archfiend_die(faces, guards_archfiends=False, era=None):
    """The Archfiends' die, a continuous effect (yugioh-wiki.net: 永続効果): as an effect of a
    card the opponent controls that targets this card (`guards_archfiends`: any face-up
    "Archfiend" monster this card's controller controls, this card too: Darkbishop Archfiend)
    resolves, this card's controller rolls a die; on one of `faces` that effect is negated and
    that card destroyed. Not while this card is negated (Skill Drain). `era`: `is_archfiend`'s
    (the same in both eras)."""
    from duelist.cards.common import C, CONTINUOUS

    def guarded(ctx, uid):
        card = ctx.card
        if uid == card.uid:
            return True
        if not guards_archfiends:
            return False
        other = ctx.card_by_uid(uid)
        return other is not None and other.location == S.MZONE and other.face_up and \
            other.controller == card.controller and is_archfiend(other, era)

    def negates(ctx, link):
        card = ctx.card
        if link.player == card.controller or not any(guarded(ctx, uid) for uid in link.targets):
            return False
        return ctx.roll_die(card.controller) in faces

    return Effect(CONTINUOUS, tag=C.NEGATE_LINKS, affects=negates, value=lambda ctx, link: True,
                  label="a die against the opponent's effects that target %s" % (
                      "an Archfiend" if guards_archfiends else "it"))


# ------------------------------------------------------------------------------ stop 56, the lead
def tribute_named_summon_proc(code, name):
    """The summon procedure "Special Summoned from your hand by Tributing 1 `name` you control"
    (passcode `code`, read as the rules read names: `ctx.is_named`), for a monster whose script
    says CANNOT_NORMAL_SUMMON / SUMMON_CONDITION = "proc_only": a SUMMON_PROC from the hand that
    offers each Tributable one leaving a zone it could take (every Main Monster Zone full: the
    Tribute frees one). Red-Eyes Darkness Dragon, Master Monk, Ocean Dragon Lord - Neo-Daedalus."""
    from duelist.cards.common import SUMMON_PROC

    def candidates(ctx):
        return [c for c in ctx.tributable(ctx.monsters("me")) if ctx.is_named(c, code)
                and ctx.can_special_summon(ctx.card, proper=True, leaving=(c,))]

    def cost(ctx):
        chosen = yield from ctx.choose_cards(candidates(ctx), 1, prompt="%s: Tribute which %s?"
                                             % (ctx.card.data.name, name))
        ctx.send_to_grave(chosen, "tribute")

    return Effect(SUMMON_PROC, range=(S.HAND,), condition=lambda ctx: bool(candidates(ctx)), cost=cost,
                  frees_zone=True, label="Tribute 1 %s" % name)


# ------------------------------------------------------------------------------ round 57d
# The Charmers (Hiita, Wynn, Aussa, Eria): "FLIP: take control of 1 <Attribute> monster your
# opponent controls while this card is face-up on the field". The taken monster keeps, in its
# `card.info`, the object that took it (CHARMED_BY: the Charmer's uid then) and the player it
# goes back to (CHARMED_FROM); a move makes it a new object with no info (it left the field:
# nothing to give back), a turn face-down keeps it (its control goes on: the Charmer's duration
# is about the Charmer).
CHARMED_BY = "charmed_by"
CHARMED_FROM = "charmed_from"
_CHARMER_RETURN = 1     # the index of the delayed effect in `charmer_effects`' list


def _charmer_lost(ctx, ev):
    """The Charmer (this object, its delayed effect's card) left the Monster Zone or was
    turned face-down."""
    if ev["cid"] != ctx.card.cid:
        return False
    if ev["type"] == H.MOVED:
        return ev.get("origin") == S.MZONE
    return ev.get("to") == S.FACEDOWN_DEFENSE


def _charmer_return(ctx):
    ev = ctx.event
    uid = ev["prev"] if ev["type"] == H.MOVED else ev["uid"]
    for monster in ctx.monsters("both"):
        info = monster.info
        if info and info.get(CHARMED_BY) == uid:
            back = info[CHARMED_FROM]
            monster.info = {k: v for k, v in info.items() if k not in (CHARMED_BY, CHARMED_FROM)} or None
            if monster.controller != back:
                # the control ends: back to that player, or to its owner's GY with no free Main
                # Monster Zone there (the engine's rule for a control that ends; round 57i)
                ctx.return_control(monster, back)


def charmer_effects(attribute):
    """The two effects of a Charmer: its FLIP effect (targets 1 face-up monster of `attribute`
    the opponent controls; resolved while the Charmer is still face-up on the field and the
    target still has that Attribute, its controller takes control of it), and the delayed
    effect that gives the monster back at once, applied with no chain link, when the Charmer
    leaves the field or is turned face-down (whatever negates the Charmer then: the control's
    duration is its text's, not an effect that applies). A Charmer's script says
    `EFFECTS = kit.charmer_effects("FIRE")`."""
    from duelist.cards.common import FLIP, Target, while_face_up

    def fits(ctx, card):
        return card.location == S.MZONE and card.face_up and card.controller != ctx.player and \
            ctx.attribute(card) == attribute and ctx.can_take_control(card)

    def take(ctx):
        card = ctx.card
        if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
            return      # the Charmer left or was turned face-down before its effect resolved
        for monster in ctx.targets:
            old = monster.controller
            if ctx.take_control(monster, until_end_of_turn=False):
                info = dict(monster.info or {})
                info[CHARMED_BY] = card.uid
                info[CHARMED_FROM] = old
                monster.info = info
                ctx.delay(_CHARMER_RETURN, until=while_face_up(card))

    return [
        Effect(FLIP, resolve=take, target=Target(lambda ctx: ctx.monsters("opp", face_up=True), filter=fits,
                                                 prompt="take control of which %s monster?" % attribute),
               label="take control of a %s monster" % attribute),
        Effect(APPLY, events=(H.MOVED, H.POSITION_CHANGED), match=_charmer_lost, range=("delayed",),
               resolve=_charmer_return, damage_step=DS_ALWAYS, label="the monster goes back"),
    ]


# ------------------------------------------------------------------------------ round 57c
def controls_face_up_spell_trap(ctx, code):
    """Does `ctx.player` control a face-up card with passcode `code` in a Spell & Trap Zone (an
    Equip Spell equipped to either player's monster counts: its controller's)? A face-down card
    shows no name, so it does not count (our reading of "<weapon> is on your field")."""
    from duelist.cards.common import code_of
    return any(c.face_up and code_of(c) == code for c in ctx.spells_traps("me"))


def guardian_summon_rule(weapon):
    """The Guardians' summoning rule, "only while <weapon> (passcode `weapon`) is on your field":
    two dicts of module constants: today's (NORMAL_SUMMON_IF, SPECIAL_SUMMON_IF) and the 2005 ERAS entry.

    Today's (the OCG text, yugioh-wiki.net 《ガーディアン・ケースト》 and the other Guardians): it
    can be Normal Summoned, Flip Summoned and Special Summoned (by any card, its own procedure
    too) only while its player controls the face-up weapon; it can always be Set
    (`NORMAL_SUMMON_IF`, `SPECIAL_SUMMON_IF`). The 2005 TCG text (DCR): it cannot be Normal
    Summoned or Set without the weapon; nothing restricts its Flip Summon or a Special Summon
    (`NORMAL_SUMMON_IF` asked of the hand only, and `NORMAL_SET_IF`: round 57m). Guardian Grarl, Elma,
    Ceal, Kay'est, Tryce, Baou."""

    def armed(ctx):
        return controls_face_up_spell_trap(ctx, weapon)

    def normal_summon_if_2005(ctx):
        # a Flip Summon is asked with the card face-down on the field: the 2005 text leaves it free
        return ctx.card.location != S.HAND or armed(ctx)

    today = {"NORMAL_SUMMON_IF": armed, "SPECIAL_SUMMON_IF": armed}
    era_2005 = {"NORMAL_SUMMON_IF": normal_summon_if_2005, "SPECIAL_SUMMON_IF": None, "NORMAL_SET_IF": armed}
    return today, era_2005


# ------------------------------------------------------------------------------ round 57k
from duelist.engine.names import C as _C     # (noqa: E402, a section's own import)

UMI = 22702055      # "Umi"
_FIELD_IS_UMI = _C.FIELD_IS_UMI


def _face_up_umi(ctx, card):
    """A face-up card named "Umi" in a Field Zone or a Spell & Trap Zone (A Legendary Ocean's
    NAME_AS counts: `Ctx.is_named`)."""
    return card.face_up and card.location in (S.FZONE, S.SZONE) and ctx.is_named(card, UMI)


def umi_on_field(ctx):
    """Is "Umi" on the field, either side: a face-up card named "Umi" (Umi, A Legendary Ocean),
    or the field treated as "Umi" by a continuous effect tagged C.FIELD_IS_UMI (Maiden of the
    Aqua: yugioh-wiki.net 《海神の巫女》, the same as an Umi on the field for the cards that ask
    for one; none of Umi's own effects)? The one question of every "while Umi is on the field"
    (Torpedo Fish, The Legendary Fisherman, Tornado Wall). A cost that sends "Umi" to the GY
    needs the card (Levia-Dragon - Daedalus): not this."""
    return ctx.any_card("spells_traps", _face_up_umi, who="both") or ctx.applies(_FIELD_IS_UMI)


# ------------------------------------------------------------------------------ stop 57 (the lead)
# "An Effect Monster destroyed by battle with <this / our monster> has its effects negated": the
# victims' book a card keeps on itself in the mark M.BATTLE_VICTIMS, [turn, [cid, ...], [uid, ...]]:
# the monsters noted in the damage step this turn (by card), and the GY objects such battles made,
# negated while they stay there and the card stays face-up (Dark Ruler Ha Des's reading; Ancient
# Gear Beast, Wicked-Breaking Flamberge - Baou, Guardian Baou, Element Magician's EARTH). Each card
# says only which monster its battle destroys now (`victim_now(ctx)`), written once here.
def _victims_mark(ctx):
    return ctx.marked(ctx.card, M.BATTLE_VICTIMS) or [None, [], []]


def victims_pending(ctx):
    """The cids this card noted in this turn's damage steps (their GY objects not kept yet)."""
    mark = _victims_mark(ctx)
    return mark[1] if mark[0] == ctx.turn else []


def victims_in_grave(ctx):
    """The GY objects (uids) the noted battles made, kept for good."""
    return _victims_mark(ctx)[2]


def victims_arrived(ctx):
    """The GY objects this turn's battles sent there of the monsters noted, not yet kept."""
    pending = victims_pending(ctx)
    if not pending:
        return []
    kept = victims_in_grave(ctx)
    return [entry["uid"] for entry in ctx.sent_to_grave_this_turn()
            if entry["cid"] in pending and entry["reason"] == "battle" and entry.get("uid") not in kept]


def keep_victims(ctx):
    ctx.mark(ctx.card, M.BATTLE_VICTIMS,
             [ctx.turn, victims_pending(ctx), victims_in_grave(ctx) + victims_arrived(ctx)])


def victim_link(ctx, link):
    """A chain link of a monster noted in the book, activated from the GY that battle sent it to,
    while it is still that object there."""
    card = ctx.link_card(link)
    if card.uid != link.card_uid or card.location != S.GRAVE:
        return False
    if card.uid in victims_in_grave(ctx):
        return True
    return card.cid in victims_pending(ctx) and any(
        entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
        for entry in ctx.sent_to_grave_this_turn())


def battle_victim_negation(victim_now, note_label, links_label, flip_label, gate=None):
    """The four effects of the victims' book: note the monster `victim_now(ctx)` names in the damage
    step (a fact noted, not an effect: while negated too), keep the GY object its battle made,
    negate the chain links it activates from there, and negate the monster itself in that damage
    step (the Flip effect of a Set one flipped by the battle). gate(ctx): a further condition of
    the noting and of the damage step's negation (Element Magician's EARTH on the field)."""

    def new_victim(ctx):
        victim = victim_now(ctx)
        return victim is not None and victim.cid not in victims_pending(ctx) and (gate is None or gate(ctx))

    def note_victim(ctx):
        victim = victim_now(ctx)
        ctx.mark(ctx.card, M.BATTLE_VICTIMS,
                 [ctx.turn, victims_pending(ctx) + [victim.cid], list(victims_in_grave(ctx))])

    def negated_now(ctx, card):
        return victim_now(ctx) is card and (gate is None or gate(ctx))

    return [
        Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True, label=note_label),
        Effect(STATE, condition=lambda ctx: bool(victims_arrived(ctx)), resolve=keep_victims, while_negated=True,
               label="keep the GY card that battle made"),
        Effect(CONTINUOUS, tag="negate_links", affects=victim_link, label=links_label),
        Effect(CONTINUOUS, tag="negate_monsters", affects=negated_now, label=flip_label),
    ]


# ------------------------------------------------------------------------------ round 58k
# ------------------------------------------------------- "in each of your Standby Phases"
_STANDBY_WHOSE = ("own", "opponent", "either")


def standby_match(whose="own", face_up=False, rest=None):
    """The `match` of an effect on the phase happening "in each of [your / your opponent's /
    each] Standby Phase(s)": the Standby Phase of this card's controller (`whose="own"`: for a
    card in the GY or banished, its owner), of that controller's opponent (`"opponent"`) or of
    either player (`"either"`); `face_up=True`: and only while this card is face-up; `rest(ctx)`:
    and the rest of the card's own condition, asked last. The controller is `ctx.player`: trigger
    collection makes a trigger's or an applied effect's Ctx with the card's controller as it is
    then (chain.py), so a card whose control changed answers in its new controller's Standby
    Phase (Lava Golem, a stolen Bowganian). Declare the same moment with `during=During(own=...)`
    (`opponent=`, or both for "either"). Not for a delayed effect (its Ctx has the player who
    made it) nor a phase named by another card (Mask of Dispel's 2005 text: its Spell's
    controller)."""
    if whose not in _STANDBY_WHOSE:
        raise ValueError("standby_match(whose=%r): one of %s" % (whose, ", ".join(_STANDBY_WHOSE)))
    base = _STANDBY_MATCH[whose]
    if not face_up and rest is None:
        return base         # (a plain function, shared: asked at every phase happening of the duel)

    def match(ctx, ev):
        if not base(ctx, ev):
            return False
        if face_up and not ctx.card.face_up:
            return False
        return rest is None or bool(rest(ctx))
    match.__name__ = "%s_standby%s" % (whose, "_face_up" if face_up else "")
    return match


_PHASE_STANDBY = S.PHASE_STANDBY


def own_standby_match(ctx, ev):
    """`standby_match("own")`: the Standby Phase of this card's controller."""
    return ev.get("phase") == _PHASE_STANDBY and ev.get("player") == ctx.player


def opponent_standby_match(ctx, ev):
    """`standby_match("opponent")`: the Standby Phase of this card's controller's opponent."""
    return ev.get("phase") == _PHASE_STANDBY and ev.get("player") != ctx.player


def either_standby_match(ctx, ev):
    """`standby_match("either")`: either player's Standby Phase."""
    return ev.get("phase") == _PHASE_STANDBY


_STANDBY_MATCH = {"own": own_standby_match, "opponent": opponent_standby_match, "either": either_standby_match}


# ---------------------------------------- "destroy the monster it battled" (Ryu Kokki)
def battled_monster(ctx, ev):
    """At the end of the Damage Step (the `damage_step_end` happening): the monster this card
    battled, while it is still the same object (one that moved is a new object: None)."""
    if ev.get("attacker") == ctx.card.cid:
        return ctx.card_by_uid(ev.get("target_uid"))
    if ev.get("target") == ctx.card.cid:
        return ctx.card_by_uid(ev.get("attacker_uid"))
    return None


def destroys_what_it_battled(races, label, destroys=False):
    """"At the end of the Damage Step, if this card battled a monster of one of `races`, destroy
    that monster": a mandatory trigger on `damage_step_end`, from the field or the GY (it works
    though this card fell in that battle), while that monster is face-up in a Monster Zone;
    asked again as it resolves. Ryu Kokki (Warrior, Spellcaster), Getsu Fuhma (Fiend, Zombie;
    `destroys=True`)."""
    def match(ctx, ev):
        other = battled_monster(ctx, ev)
        return other is not None and other.location == S.MZONE and other.face_up and ctx.race(other) in races

    def resolve(ctx):
        other = battled_monster(ctx, ctx.event)
        if other is not None and other.location == S.MZONE:
            yield from ctx.destroy([other])

    return Effect(TRIGGER, events="damage_step_end", match=match, range=(S.MZONE, S.GRAVE), resolve=resolve,
                  destroys=destroys, label=label)


# ------------------------------------------- "sent from the field to the GY: burn" (Black Pendant)
def burn_when_sent_from_field(amount):
    """"If this card is sent from the field to the GY: inflict `amount` damage to your
    opponent": a mandatory trigger from the GY, whatever sent it there and whether it was
    face-up or Set, in the Damage Step too. Black Pendant (500), Fuhma Shuriken (700)."""
    return Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=sent_from_field_to_grave, damage_step=DS_ALWAYS,
                  resolve=lambda ctx: ctx.damage(ctx.opponent, amount), label="%d damage to the opponent" % amount,
                  inflicts_damage="opponent")


# ------------------------------------------------ the LV monsters' Standby Phase level-up
def standby_level_up(code, name, ready=None, proper=False, label=None):
    """"During your Standby Phase: you can send this face-up card to the GY; Special Summon 1
    `name` (passcode `code`) from your hand or Deck": an optional trigger whose cost sends it
    (the zone it frees counts for the summon); `ready(ctx)`: a further condition of the card's
    (Silent Swordsman LV5: its direct hit last turn; the Ultimate Insects: not the turn it
    arrived or was flipped face-up); `proper=True`: the summon is the one a later LV's
    condition names (Silent Swordsman LV7). Armed Dragon LV3, Silent Swordsman LV3/LV5,
    Ultimate Insect LV1/LV3/LV5."""
    def on_the_field(ctx):
        return ctx.card.location == S.MZONE and (ready is None or ready(ctx))

    def fits(ctx, card):
        return card.data.code == code and ctx.can_special_summon(card, proper=proper, leaving=(ctx.card,))

    def can_pay(ctx):
        card = ctx.card
        return card.face_up and card.location == S.MZONE and ctx.can_send_to_grave([card]) and \
            (ctx.any_card("hand", fits) or ctx.any_card("deck", fits))

    def cost(ctx):
        ctx.send_to_grave([ctx.card], "cost")

    def resolve(ctx):
        found = ctx.cards_where("hand", fits) + ctx.cards_where("deck", fits)
        if not found:
            return
        chosen = (yield from ctx.choose_cards(found, 1, prompt="Special Summon which %s?" % name))[0]
        from_deck = chosen.location == S.DECK
        position = yield from choose_summon_position(ctx, chosen)
        ctx.special_summon(chosen, position=position, proper=proper)
        if from_deck:
            shuffle_deck(ctx)

    return Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)),
                  match=standby_match(face_up=True, rest=on_the_field),
                  optional=True, can_pay=can_pay, cost=cost, resolve=resolve, special_summons=True,
                  label=label or "send it to the GY: Special Summon %s" % name)


# ------------------------------------------------------------------------------ round 58a
def destroyer_stands(ctx, card=None):
    """May the "if this card destroys a monster by battle" (戦闘で破壊した場合) trigger of `card`
    (ctx.card by default) activate, as far as its own fate in that battle goes? Today's rule
    (since Master Rule 3): it is face-up on the field and the battle does not destroy it too;
    under `Rules.mutual_destruction_triggers` (MR1, MR2, GOAT: yugioh-wiki.net 《相打ち》) the
    battle may destroy it too (asked while that destruction waits, the monster still on the
    field: the H.DESTROYED moment, `ctx.destroyed_by_battle_now`). Not for "destroys it by
    battle and sends it to the GY" (破壊し墓地へ送った時), which no era activates then. Fenrir,
    Timeater."""
    card = ctx.card if card is None else card
    if card.location != S.MZONE or not card.face_up:
        return False
    return not ctx.destroyed_by_battle_now(card) or ctx.mutual_destruction_triggers()


def destroys_by_battle(ctx, ev):
    """The match of an "if this card destroys an opponent's monster by battle" (戦闘で破壊した場合)
    trigger on H.DESTROYED: an opponent's monster destroyed by the battle this card is in (a Token
    too; one banished instead of sent to the GY too: the destruction is the event), asked at the
    moment that destruction is decided, and `destroyer_stands` (today's rule: this card not
    destroyed by the same battle; MR1, MR2, GOAT: it may be). Fenrir, Timeater."""
    attack = ctx.attack
    if ev.get("reason") != "battle" or ev.get("controller") == ctx.player or attack is None:
        return False
    if ctx.card.uid not in attack or ev.get("uid") not in attack:
        return False
    return destroyer_stands(ctx)


# ------------------------------------------------------------------------------ lead, stop 58
# ------------------------------------------ "gains ATK while it battles a monster of an Attribute"
from duelist.cards.common import battling as _battling     # (noqa: E402, a section's own import)


def battle_gain_against(attribute, atk, damage_calculation_only, label):
    """A continuous gain of `atk` ATK while this card battles (attacking it or attacked by it) a
    face-up `attribute` monster: during damage calculation only (`damage_calculation_only`:
    Luminous Soldier, DARK, 500) or for the whole Damage Step (Penumbral Soldier Lady, LIGHT,
    1000; a face-down target counts once it is flipped face-up)."""
    def gain(ctx, card):
        if not (ctx.in_damage_calculation if damage_calculation_only else ctx.in_damage_step):
            return (0, 0)
        battle = _battling(ctx)
        if battle is None or battle[1] is None:
            return (0, 0)
        attacker, target = battle
        other = target if attacker is card else attacker if target is card else None
        if other is None or not other.face_up or ctx.attribute(other) != attribute:
            return (0, 0)
        return (atk, 0)

    return Effect(CONTINUOUS, tag=_C.STATS, affects=lambda ctx, card: card is ctx.card, value=gain, label=label)


# ------------------------------------------------------------------------------ round 59e
def attribute_booster(attribute, atk=400, defense=-200):
    """An Equip Spell of the "Attribute Booster" series: for a face-up monster of `attribute`
    only (its Attribute now: Scroll of Bewitchment, Homunculus), which gains `atk` and loses
    200 DEF (`common.equip_spell` with `attribute_is`: the state checks destroy it once the
    monster is of another Attribute). Burning Spear (FIRE), Gust Fan (WIND), Elf's Light
    (LIGHT); Steel Shell and Sword of Dark Destruction write the same with `equip_spell`."""
    from duelist.cards.common import attribute_is, equip_spell
    return equip_spell(attribute_is(attribute), atk=atk, defense=defense)


# ------------------------------------------------------------------------------ round 59n
# ------------------------------------------------------------- "Tribute this card" as a cost
def can_tribute_self(ctx):
    """`can_pay` of the cost "Tribute this card" of a monster's effect activated on the field:
    the card is face-up in a Monster Zone and may be Tributed (`ctx.cannot_be_tributed`: a
    monster taken by Mind Control, whose lasting L.NO_TRIBUTE bars every Tribute, a cost's
    too (yugioh-wiki.net 《精神操作》); a face-up Summoner Monk). A cost that cannot be paid
    cannot be paid at all, so the effect is not offered. A script with a further condition of
    its own writes `can_tribute_self(ctx) and ...` (Skilled Dark Magician's 3 counters)."""
    card = ctx.card
    return card.location == S.MZONE and card.face_up and not ctx.cannot_be_tributed(card)


def tribute_self(ctx):
    """The cost "Tribute this card" (reason "tribute"; `can_tribute_self` is its `can_pay`):
    Exiled Force, Winged Minion, The Forgiving Maiden. A script whose cost does more (Stardust
    Dragon notes the card it Tributed) calls it from its own cost."""
    ctx.send_to_grave([ctx.card], "tribute")


# ------------------------------------------------------------------------------ round 59q
# ----------------------------------------------------- a maintenance cost of a discard
def discard_upkeep(phase=S.PHASE_END, label="upkeep: discard 1 card"):
    """The Effect of a face-up Spell/Trap's maintenance cost "in each of your <phase>s, discard 1
    card, or destroy this card" (`standby_upkeep`'s kind, paid with a card of the hand): applied
    in its controller's own `phase` (the End Phase by default: Spiritual Energy Settle Machine),
    no chain link, due while its effects are negated too; its controller picks the card to
    discard (a cost: reason "discard_cost"), or none, and with none (or an empty hand) it is
    destroyed. Once a turn (`card.info["upkeep_turn"]`)."""
    def due(ctx, ev):
        card = ctx.card
        return ev.get("phase") == phase and ev.get("player") == card.controller and \
            card.activated and card.face_up and (card.info or {}).get("upkeep_turn") != ctx.turn

    def upkeep(ctx):
        card = ctx.card
        card.info = dict(card.info or {}, upkeep_turn=ctx.turn)
        hand = ctx.hand()
        if hand:
            chosen = yield from ctx.choose_cards(hand, 1, minimum=0,
                                                 prompt="%s: discard 1 card to keep it (none: it is destroyed)?"
                                                        % card.data.name)
            if chosen:
                ctx.discard(chosen, "cost")
                return
        yield from ctx.destroy([card], "effect")

    return Effect(APPLY, events="phase", range=(S.SZONE,), during=During(own=(phase,)), match=due,
                  resolve=upkeep, while_negated=True, discards="self", label=label)


# ------------------------------------------------------------------------------ stop 59, the lead
# ----------------------------------------- a monster that raises one Attribute and lowers another
def attribute_field_booster(up, down, gain=500, loss=400):
    """The continuous effect of a monster "while face-up on the field, every face-up `up` monster on
    the field (either side, itself included) gains `gain` ATK and every face-up `down` monster loses
    `loss` ATK" (their Attributes now): Witch's Apprentice (DARK / LIGHT), Hoshiningen (LIGHT / DARK),
    Bladefly (WIND / EARTH). One stats effect; its label says both."""
    def affects(ctx, card):
        return card.location == S.MZONE and card.face_up and ctx.attribute(card) in (up, down)

    def change(ctx, card):
        return (gain, 0) if ctx.attribute(card) == up else (-loss, 0)

    return Effect(CONTINUOUS, tag="stats", affects=affects, value=change,
                  label="%s +%d ATK, %s -%d ATK" % (up, gain, down, loss))


def shuffle_back_and_draw(ctx, cards, player):
    """Shuffle `cards` (a hand's) into their Deck, then `player` draws as many as went back (Reload:
    its own hand; Mind Wipe: the opponent's). Nothing with no cards."""
    if not cards:
        return
    ctx.to_deck(cards)
    back = [c for c in cards if c.location == S.DECK]
    ctx.then()
    if back:
        ctx.draw(player, len(back))


def revive_self(ctx, named=False):
    """Generator: this card Special Summons itself from the GY, in the position its player picks,
    if it is still the object the link was activated with and still in the GY and may be summoned
    now; returns whether it was. named: the position prompt names the card (Fox Fire, Twin-Headed
    Behemoth). Vampire Lord, Despair from the Dark, Sacred Phoenix of Nephthys."""
    from duelist.cards.common import choose_summon_position
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.GRAVE or not ctx.can_special_summon(card):
        return False
    position = yield from (choose_summon_position(ctx, card) if named else choose_summon_position(ctx))
    return bool(ctx.special_summon(card, position=position))
