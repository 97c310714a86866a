"""The shared vocabulary of card scripts (DESIGN §5): builders for the common shapes
(activated Spell/Trap, equip, field, flip) and the conditions several cards ask.

Add here when a third card needs the same code; keep card modules to a few lines.
"""

from duelist.engine import state as S
from duelist.engine.effects import (  # noqa: F401  (re-exported for card modules)
    ACTIVATE, ALL_PHASES, APPLY, CONTINUOUS, DS_ALWAYS, DS_ATK, DS_CALC, FLIP, IGNITION, NEEDS_CUT, NEEDS_RESOLVED,
    QUICK, STATE, SUMMON_PROC, TRIGGER, WIN, AttributeOnField, During, Effect, FreeMonsterZones, Instead,
    MonstersInGrave, MonstersOnField, NamedOnField, PrintedCondition, Responding, SeriesInGrave, Target,
    stays_equipped)
from duelist.engine.lasting import (  # noqa: F401  (durations of lasting effects)
    END_OF_DAMAGE_STEP, END_OF_PHASE, END_OF_TURN, EVER, opponents_turn, opponents_turns_counted, own_turn, uses,
    while_face_up, while_here, while_related)
from duelist.engine.names import C, EV, H, L, M, R  # noqa: F401  (named kinds: a typo fails at import)
from duelist.engine.link import is_link  # noqa: F401  (Link Monsters: engine/link.py)
from duelist.engine.pendulum import card_type_now


def activate(resolve=None, **kw):
    """The activation of a Spell/Trap Card."""
    return Effect(ACTIVATE, resolve=resolve, **kw)


def pendulum_scale(**kw):
    """A Pendulum Monster's activation from the hand as a Spell Card into a free Pendulum
    Zone (engine/pendulum.py). It stays there as a scale; the card's Pendulum Effects are
    its other effects with range (S.SZONE,), its monster effects keep the default range."""
    return Effect(ACTIVATE, range=(S.HAND,), stays=True, label="Pendulum Scale", **kw)


def destroy_instead(protects, instead, reasons=("battle", "effect"), optional=True, label=None):
    """A destruction replacement (engine/destruction.py): "if a card `protects(ctx, card)`
    would be destroyed (by battle / by a card effect: `reasons`), [you can: optional]
    destroy one of `instead(ctx)` instead". The engine applies it inside every
    destruction, asks its controller when it is optional, and the chosen card is destroyed
    by this card's effect."""
    return Effect(CONTINUOUS, tag=C.DESTROY_REPLACE, affects=protects, value=Instead(instead, reasons),
                  optional=optional, label=label)


# ------------------------------------------------------------ Union monsters
# the 2005 texts of the Union monsters (GOAT): Special Summoned by the unequip in face-up Attack
# Position only, one Union monster a monster at a time, the bonus only while equipped by the
# Union's own effect, and "destroy this card instead" for destruction by battle only
UNION_2005 = {"reasons": ("battle",), "one_at_a_time": True, "attack_position": True, "own_effect_only": True}


def union(hosts, atk=0, defense=0, reasons=("battle", "effect"), one_at_a_time=False, attack_position=False,
          own_effect_only=False, name=None):
    """A Union monster (seed 004 §特殊效果怪兽), today's text by default: once per turn its
    controller can either target a face-up monster they control whose passcode is one of
    `hosts` and equip this card to it (from a Monster Zone, as an Equip Card: `Ctx.union_equip`),
    or unequip it and Special Summon it (`Ctx.union_unequip`: the player picks face-up Attack
    or Defense; attack_position=True: Attack only). The equipped monster gains `atk`/`defense`
    (own_effect_only=True: only while this card's own effect equipped it), and if it would be
    destroyed (by `reasons`: "battle", "effect") this card is destroyed instead (not optional:
    engine/destruction.py). one_at_a_time=True: a monster that already has a Union monster
    equipped is no target. `UNION_2005` holds the 2005 texts' choices."""
    hosts = frozenset(hosts)
    title = name or "Union"

    def host(ctx, card):
        if card is ctx.card or card.location != S.MZONE or not card.face_up or card.controller != ctx.player:
            return False
        if code_of(card) not in hosts:
            return False
        return not (one_at_a_time and ctx.unions_equipped(card))

    def can_equip(ctx):
        return not ctx.union_used() and free_spell_zone(ctx)

    def equip(ctx):
        targets = ctx.targets
        card = ctx.card
        if card.controller != ctx.player:
            # a Union whose control changed in the chain is no card of this player any more: it
            # is not equipped to their monster from the opponent's field (tests/cards/
            # test_y_dragon_head_equip_answered_by_enemy_controller_r53u.py)
            return
        if targets and card.uid == ctx.link.card_uid and host(ctx, targets[0]):
            ctx.union_equip(targets[0])

    def equipped(ctx):
        return ctx.card.location == S.SZONE and ctx.related(R.EQUIP) is not None

    def can_unequip(ctx):
        return not ctx.union_used() and equipped(ctx) and ctx.can_special_summon(ctx.card)

    def unequip(ctx):
        card = ctx.card
        if card.uid != ctx.link.card_uid or not equipped(ctx) or not ctx.can_special_summon(card):
            return
        position = S.FACEUP_ATTACK
        if not attack_position:
            position = yield from choose_summon_position(ctx, player=card.controller)
        ctx.union_unequip(position)

    def gains(ctx, card):
        if ctx.related(R.EQUIP) is not card:
            return False
        return not own_effect_only or ctx.equipped_by_union()

    def protects(ctx, card):
        return ctx.card.location == S.SZONE and ctx.related(R.EQUIP) is card

    return [
        Effect(IGNITION, once_per_turn=True, condition=can_equip, resolve=equip,
               target=Target(my_monsters, filter=host, prompt="%s: equip to which monster?" % title),
               label="Union: equip this card to a monster"),
        Effect(IGNITION, range=(S.SZONE,), once_per_turn=True, condition=can_unequip, resolve=unequip,
               label="Union: unequip and Special Summon this card"),
        Effect(CONTINUOUS, tag=C.STATS, range=(S.SZONE,), affects=gains, value=lambda ctx, card: (atk, defense),
               label="the equipped monster gains %d ATK/%d DEF" % (atk, defense)),
        Effect(CONTINUOUS, tag=C.DESTROY_REPLACE, range=(S.SZONE,), affects=protects,
               value=Instead(lambda ctx: [ctx.card], reasons), optional=False,
               label="destroyed instead of the equipped monster"),
    ]


# ---------------------------------------------------------------- selectors
def any_monster(ctx):
    return ctx.monsters("both")


def face_up_monsters(ctx):
    return ctx.monsters("both", face_up=True)


def opp_monsters(ctx):
    return ctx.monsters("opp")


def my_monsters(ctx):
    return ctx.monsters("me")


def spells_traps_but_this(ctx):
    cards = ctx.spells_traps("both")    # (a new list; a Card compares by identity)
    if ctx.card in cards:
        cards.remove(ctx.card)
    return cards


def position_changeable(ctx, card):
    """A target filter for effects that change battle positions: a face-up monster whose
    position may change (never a Link Monster: seed 001 §連接怪獸, Book of Moon)."""
    return card.face_up and ctx.can_change_position(card)


def turnable_face_down(ctx, card):
    """A target filter for effects that turn a monster face-down: a face-up monster that may
    be (never a Link Monster, never a Token: Book of Moon)."""
    return card.face_up and ctx.can_change_position(card, S.FACEDOWN_DEFENSE)


def is_face_up(ctx, card):
    return card.face_up


def is_spell(card):
    """A Spell Card where it is now: a Pendulum scale is one (engine/pendulum.py)."""
    return card_type_now(card) == "Spell"


def is_trap(card):
    return card.data.card_type == "Trap"


def race_is(*races):
    """A face-up monster of one of `races`, by its Type now (`Ctx.race`: DNA Surgery changes
    a face-up monster's Type on the field; the printed one while no card of the duel can)."""
    races = frozenset(races)
    test = lambda ctx, card: ctx.race(card) in races and card.face_up    # noqa: E731
    # reads only the printed Type (and face-up) while no card of the duel changes Types (the
    # engine's readers of `printed` ask `Duel.kinds_changed` first): `equip_spell` declares it
    test.printed = True
    return test


def attribute_is(*attributes):
    """A face-up monster of one of `attributes`, by its Attribute now (`Ctx.attribute`)."""
    attributes = frozenset(attributes)
    test = lambda ctx, card: ctx.attribute(card) in attributes and card.face_up   # noqa: E731
    test.printed = True     # (as `race_is`: the printed Attribute while no card changes one)
    return test


# ---------------------------------------------------------- common shapes
def equip_spell(filter=None, atk=0, defense=0):
    """An Equip Spell: target a face-up monster that passes `filter` (None: any face-up
    monster); while equipped it gains `atk`/`defense` (seed 000 §裝備魔法: destroyed when the
    monster leaves, turns face-down or no longer qualifies; the engine's state checks do that)."""
    def legal(ctx, card):
        return card.face_up and (filter is None or filter(ctx, card))

    def resolve(ctx):
        targets = ctx.targets
        if targets and ctx.card_still_here:
            ctx.equip(ctx.card, targets[0])

    # a filter that reads only the monster's printed data (`race_is`, `attribute_is`) while no
    # card of the duel changes a Type or an Attribute: the equip condition is declared so
    # (engine/effects.py `PrintedCondition`: the state checks keep its answer per printed data,
    # and ask it anew while `Duel.kinds_changed`)
    # (no filter: no condition beyond the rule's own, declared `stays_equipped`, which the state
    # checks do not ask)
    if filter is None:
        condition = stays_equipped
    else:
        condition = PrintedCondition(legal) if getattr(filter, "printed", False) else None
    return [
        activate(resolve, target=Target(face_up_monsters, filter=legal, prompt="Equip to which monster?"),
                 equip_filter=condition),
        Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
               value=lambda ctx, c: (atk, defense)),
    ]


def field_spell(*boosts):
    """A Field Spell: each (filter, atk, defense) boosts the face-up monsters it matches."""
    def affects(ctx, card):
        for f, _, _ in boosts:
            if f(ctx, card):
                return True
        return False

    def value(ctx, card):
        a = d = 0
        for f, atk, defense in boosts:
            if f(ctx, card):
                a += atk
                d += defense
        return (a, d)

    return [activate(), Effect(CONTINUOUS, tag="stats", affects=affects, value=value)]


def spirit_return(label="Spirit: return to hand"):
    """A Spirit monster's return: in the End Phase of a turn in which this object was Normal
    Summoned or turned face-up (the engine's mark SUMMONED_OR_FLIPPED holds that turn), a
    mandatory trigger returns it to its owner's hand (Tsukuyomi)."""
    def end_phase(ctx, ev):
        return ev.get("phase") == S.PHASE_END and ctx.marked(ctx.card, M.SUMMONED_OR_FLIPPED) == ctx.turn

    def return_to_hand(ctx):
        card = ctx.card
        if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
            ctx.to_hand([card])

    return Effect(TRIGGER, events=H.PHASE, during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)),
                  match=end_phase, resolve=return_to_hand, label=label)


# ------------------------------------------------------------- conditions
def summoned_now(ctx, kinds=("normal", "tribute", "flip", "special"), by_opponent=True):
    """The monsters whose summon opened this response window."""
    out = []
    for ev in ctx.last_events:
        if ev["type"] == "summoned" and ev["kind"] in kinds:
            if by_opponent and ev["player"] == ctx.player:
                continue
            card = ctx.card_by_cid(ev["cid"])
            if card.uid == ev["uid"] and card.location == S.MZONE:
                out.append(card)
    return out


def attack_now(ctx):
    """(attacker, target or None) when this window opened on an attack declaration."""
    for ev in ctx.last_events:
        if ev["type"] == "attack":
            attacker = ctx.card_by_cid(ev["cid"])
            if attacker.uid != ev["uid"]:
                return None
            target = None if ev["target"] is None else ctx.card_by_uid(ev["target"])
            return attacker, target
    return None


def opponents_attacker(ctx):
    """[the opponent's monster declaring an attack] when this window opened on its attack
    declaration, else []: the target candidates of "when an opponent's monster declares an
    attack: target the attacking monster" (Sakuretsu Armor, Kunai with Chain)."""
    attack = attack_now(ctx)
    if attack is None or attack[0].controller == ctx.player:
        return []
    return [attack[0]]


def still_opponents_attacker(ctx, card):
    """Still the opponent's attacking monster (the filter asked again as the link resolves): one
    turned face-down, changed to Defense Position, or whose attack was negated or stopped is no
    longer "the attacking monster"."""
    return card.controller != ctx.player and card is ctx.attacking_monster


def battling(ctx):
    """(attacker, target or None) of the attack in progress, or None."""
    attack = ctx.attack
    if attack is None:
        return None
    attacker = ctx.card_by_uid(attack[0])
    if attacker is None:
        return None
    target = None if attack[1] == "player" else ctx.card_by_uid(attack[1])
    return attacker, target


def top_link_is(card_type):
    """A counter condition: the chain's last link is the activation of a `card_type` card
    (declared `Responding`: passed by while no chain is being built)."""
    def condition(ctx):
        link = ctx.responding_to
        return link is not None and link.card_activation and link.card_type == card_type
    return Responding(condition)


def negate_and_destroy(ctx):
    link = ctx.responding_to
    if link is not None:
        yield from ctx.negate_and_destroy(link)


def discard_one_cost(ctx):
    """Cost: discard 1 card (a generator: asks which)."""
    chosen = yield from ctx.choose_cards(ctx.hand("me"), 1, prompt="Discard 1 card as the cost")
    ctx.discard(chosen, "cost")


def other_card(ctx, card):
    """A filter (`Ctx.any_card` and its kin): any card but this effect's own."""
    return card is not ctx.card


def has_other_hand_card(ctx):
    return ctx.any_card("hand", other_card)


# ------------------------------------------------- verbs several cards need
POSITION_LABELS = ["Attack Position", "Defense Position"]


def choose_summon_position(ctx, card=None, player=None, summoned=None):
    """Generator: the summoning player picks face-up Attack or face-up Defense Position for
    a Special Summon (seed 000 §特殊召喚: face-up Attack or Defense unless the card says).
    `card`: the monster summoned, named in the prompt; `summoned`: the monster summoned when
    the prompt names the effect's card. A Link Monster is summoned in Attack Position
    without a question (engine/link.py)."""
    if summoned is not None and is_link(summoned):
        return S.FACEUP_ATTACK
    if card is not None and is_link(card):
        return S.FACEUP_ATTACK      # a Link Monster has no Defense Position (engine/link.py)
        yield
    what = ctx.card.data.name if card is None else "Special Summon %s" % card.data.name
    pick = yield from ctx.choose_option(POSITION_LABELS, "%s: in which position?" % what, player=player)
    return S.FACEUP_ATTACK if pick == 0 else S.FACEUP_DEFENSE


def shuffle_deck(ctx, player=None):
    """Shuffle a Deck after an effect took a card from it."""
    ctx.shuffle_deck(player)


def free_monster_zone(ctx, player=None):
    return ctx.first_free_zone(S.MZONE, player) is not None


def free_spell_zone(ctx, player=None):
    return ctx.first_free_zone(S.SZONE, player) is not None


def code_of(card):
    """The passcode that names the card (alternate artworks share their main passcode). The
    printed name: a card whose name is always treated as another's (`NAME_AS`) is read by
    `name_code_of` (kept apart: this one is on hot walks, Nobleman of Crossout's Deck)."""
    return card.data.alias or card.data.code


def name_code_of(card):
    """The passcode of the card's name by the rules, wherever it is and any way up: its script's
    `NAME_AS` (Harpie Lady 1 -> "Harpie Lady"), else `code_of` (round h55n). A name an effect
    gives a face-up monster (Prisma's `take_name`) is not one: read it with `ctx.is_named`."""
    script = card.script
    if script is not None and script.name_as:
        return script.name_as
    return card.data.alias or card.data.code


def take_one(ctx, cards, prompt):
    """Generator: one of `cards` (asks only when there is a choice); None if empty."""
    if not cards:
        return None
    if len(cards) == 1:
        return cards[0]
    chosen = yield from ctx.choose_cards(cards, 1, prompt=prompt)
    return chosen[0] if chosen else None


def place_face_up(ctx, card, player=None):
    """Put `card` face-up in a free Spell & Trap Zone without activating it; its effects
    apply (Destiny Board's Spirit Messages). Returns True if it was placed."""
    return ctx.place_in_spell_zone(card, "effect", player)


def reveal_if_face_down(ctx, card):
    """Reveal a face-down card to both players (e.g. a Set card chosen as a target)."""
    if not card.face_up:
        ctx.reveal([card], None)


def set_card_or_face_up(card_type):
    """A target filter: a face-down card in a Spell & Trap Zone (it might be one), or a
    face-up card of `card_type` ("Spell" or "Trap")."""
    def flt(ctx, card):
        if card.location not in (S.SZONE, S.FZONE):
            return False
        return not card.face_up or card_type_now(card) == card_type
    return flt


def face_up_named(ctx, code, who="both"):
    """Face-up monsters on the field named as the card with passcode `code` now (`Ctx.is_named`:
    its passcode or alias, or the name an effect gave it: Elemental HERO Prisma)."""
    return [c for c in ctx.monsters(who) if c.face_up and ctx.is_named(c, code)]


def level_at_least(n):
    """A filter: a face-up monster on the field whose Level is `n` or higher (monsters
    without a Level, Xyz and Link, never match). (The place and the position read as
    values: asked of every monster in Attack Position at each state check while Gravity
    Bind or Level Limit - Area B is face-up, 4 a turn on Gravekeeper/Burn, mostly no.)"""
    mzone = S.MZONE
    face_up = S.FACE_UP_POSITIONS

    def flt(ctx, card):
        return card.location == mzone and card.position in face_up and ctx.level(card) >= n
    # reads only the monster's place, its position and its Level now (`ctx.level`): the state
    # checks' force step (engine/actions.py) keeps its "no" while the field, the positions and
    # the Level now hold
    flt.level_now = True
    return flt


# ------------------------------------------------------- Xyz Materials (engine/xyz.py)
def has_material(ctx):
    """This card is face-up on the field with at least 1 Xyz Material."""
    card = ctx.card
    return card.location == S.MZONE and card.face_up and bool(ctx.materials())


def detach_one_cost(ctx):
    """Cost: detach 1 Xyz Material from this card (its controller chooses which); the
    material is sent to the GY (seed 004 §XYZ素材被取除时是送去墓地)."""
    materials = ctx.materials()
    chosen = materials
    if len(materials) > 1:
        chosen = yield from ctx.choose_cards(materials, 1, prompt="%s: detach which material?" % ctx.card.name)
    ctx.detach(chosen[:1])


# ------------------------------------------------ Toon monsters (seed 004 §特殊效果怪兽)
TOON_WORLD = 15259703       # Toon World, the Continuous Spell every Toon of the first series needs


def is_toon(card):
    """A face-up Toon monster (a face-down monster shows no card kind)."""
    return card.face_up and "Toon" in (card.data.kinds or ())


def toon_monster(tributes):
    """The rules of a Toon monster of the first series (Toon Mermaid, Toon Summoned Skull, Manga
    Ryu-Ran): its EFFECTS. Never Normal Summoned or Set (the module says so:
    CANNOT_NORMAL_SUMMON, CANNOT_NORMAL_SET, SUMMON_CONDITION = "proc_only"); Special Summoned
    from the hand by its own procedure while its player controls a face-up Toon World, by
    Tributing `tributes` monsters they control (as many as a Tribute Summon of its Level
    needs; not a Tribute Summon, so a monster that "cannot be Tributed for a Tribute Summon"
    may be one; with every Main Monster Zone full a Tribute frees one, as in a Tribute
    Summon); it cannot attack the turn it was Special Summoned; its controller pays 500 LP
    to declare an attack with it; it can attack the opponent directly unless they control a
    face-up Toon monster, and then it must attack a Toon monster; if a Toon World on the
    field is destroyed (either player's), it is destroyed too: no chain link (a state check).
    Each is an effect of the monster: negated, none applies (Skill Drain's ruling)."""

    def itself(ctx, card):
        return card is ctx.card

    def no_toon_opposite(ctx):
        return not ctx.any_card("monsters", lambda ctx, c: is_toon(c), who="opp")

    def proc_condition(ctx):
        if not face_up_toon_world(ctx, "me"):
            return False
        mine = ctx.tributable(ctx.monsters("me"))
        if len(mine) < tributes:
            return False
        # a zone for it: a free one, or (every Main Monster Zone full) one a Tribute frees, as
        # in a Tribute Summon (seed 000 §上級召喚; the procedure declares `frees_zone`)
        return ctx.first_free_zone() is not None or bool(tributes and room_makers(ctx, mine))

    def proc_cost(ctx):
        if not tributes:
            return
        mine = ctx.tributable(ctx.monsters("me"))
        prompt = "%s: Tribute %d monster(s)" % (ctx.card.name, tributes)
        if ctx.first_free_zone() is not None:
            chosen = yield from ctx.choose_cards(mine, tributes, prompt=prompt)
        else:
            # every zone full: the first Tribute is one that frees a zone the Toon can take
            chosen = yield from ctx.choose_cards(room_makers(ctx, mine), 1, prompt=prompt)
            if tributes > 1:
                rest = [c for c in mine if c not in chosen]
                chosen = list(chosen) + list((yield from ctx.choose_cards(rest, tributes - 1, prompt=prompt)))
        ctx.send_to_grave(chosen, "tribute")

    def room_makers(ctx, mine):
        # those of `mine` whose zone, once Tributed, the Toon could take (a Main Monster Zone
        # no effect blocks: not an Extra Monster Zone)
        return [c for c in mine if ctx.can_special_summon(ctx.card, proper=True, leaving=(c,))]

    def summoned_this_turn(ctx, card):
        return card is ctx.card and card.turn_placed == ctx.turn and card.summon_kind in ("proc", "special")

    def direct(ctx, card):
        return card is ctx.card and no_toon_opposite(ctx)

    def may_attack(ctx, target):
        return is_toon(target) or no_toon_opposite(ctx)

    def toon_world_destroyed(ctx):
        # a face-up Toon World destroyed in a Spell & Trap Zone after this object arrived on
        # the field, wherever it went then (the GY, or banished instead under Macro Cosmos or
        # Dimensional Fissure: destroyed all the same); a Set one shows no name, so its
        # destruction is no Toon World's. (A card that moves becomes a new object with a later
        # uid: the record's uid, the Toon World's where it went, is later than this monster's.)
        # This turn's records, as the state checks apply it at once.
        card = ctx.card
        if card.location != S.MZONE or not card.face_up:     # (negated: the engine applies none)
            return False
        for entry in ctx.destroyed_this_turn():
            if entry["uid"] > card.uid and entry["origin"] == S.SZONE and entry["face_up"] \
                    and code_of(ctx.card_by_cid(entry["cid"])) == TOON_WORLD:
                return True
        return False

    def destroy_itself(ctx):
        yield from ctx.destroy([ctx.card])

    return [
        Effect(SUMMON_PROC, range=(S.HAND,), condition=proc_condition, cost=proc_cost, frees_zone=bool(tributes),
               label="Special Summon (Toon World)" if not tributes else
               "Special Summon (Toon World, Tribute %d)" % tributes),
        Effect(CONTINUOUS, tag=C.CANNOT_ATTACK, affects=summoned_this_turn,
               label="cannot attack the turn it is Special Summoned"),
        Effect(CONTINUOUS, tag=C.ATTACK_LP_COST, affects=itself, value=lambda ctx, card: 500,
               label="pay 500 LP to declare an attack"),
        Effect(CONTINUOUS, tag=C.DIRECT_ATTACK, affects=direct, label="attacks directly (no Toon opposite)"),
        Effect(CONTINUOUS, tag=C.ATTACK_TARGETS, affects=itself, value=may_attack,
               label="must attack a Toon monster"),
        Effect(STATE, condition=toon_world_destroyed, resolve=destroy_itself,
               label="destroyed with Toon World"),
    ]


def toon_world_controlled(ctx):
    """A Toon's SPECIAL_SUMMON_IF: its summoning player controls a face-up Toon World."""
    return bool(face_up_toon_world(ctx, "me"))


def face_up_toon_world(ctx, who="me"):
    """The face-up (active) Toon Worlds in `who`'s Spell & Trap Zones."""
    return [c for c in ctx.spells_traps(who) if code_of(c) == TOON_WORLD and c.face_up and c.activated]


# ------------------------------------------------------------------ round 58f
# "destroys which": an effect's `destroys=` naming the cards its activation would destroy
# (engine/effects.py `Destroys`; Fake Trap reads it through `Ctx.link_would_destroy_kind`)
from duelist.engine.effects import DESTROYS_TARGETS, Destroys  # noqa: E402,F401


# ------------------------------------------------------------------ round 58y
# The room a control change needs, as an activation condition (Change of Heart, Snatch Steal,
# Mind Control, Brain Control: `condition=control_room`): a Main Monster Zone of the activating
# player's the monster taken could move to, empty and no effect blocking it (Ojama King,
# Dimensionhole's lasting block). A count limit on the monsters placed (Kaiser Colosseum) does
# not bar it: a control change places no monster (yugioh-wiki.net 《カイザーコロシアム》;
# engine/effects.py `ControlRoom`; asked of another player: `Ctx.control_zone_free(player)`).
from duelist.engine.effects import ControlRoom  # noqa: E402

control_room = ControlRoom()


# ------------------------------------------------------------------ round 59j
# "Negate the activation and destroy it" (Magic Jammer, Solemn Judgment, Seven Tools of the Bandit,
# Stardust Dragon...): such an answer would destroy the card of the chain link it answers, if that
# card is still on the field. `destroys=DESTROYS_NEGATED` says so, for Curse of Royal ("a Spell/Trap
# Card that destroys a Spell/Trap Card": `Ctx.link_destroys_which`), Fake Trap
# (`Ctx.link_would_destroy_kind`) and Stardust Dragon (`Ctx.would_destroy`) to read. A summon
# negation declares nothing: the monster it destroys was never on the field (seed 000 §通常召喚).
def _negated_card(ctx):
    """The card whose activation this link answers (`ctx.responding_to`), while that card is still
    on the field: what "negate that activation and destroy it" destroys."""
    link = ctx.responding_to
    if link is None:
        return []
    card = ctx.link_card(link)
    if card.uid != link.card_uid or not card.on_field:
        return []
    return [card]


DESTROYS_NEGATED = Destroys(_negated_card)
