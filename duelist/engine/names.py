"""Named kinds the engine and card scripts share: happenings, lasting-effect tags,
continuous-effect tags and log event types.

A card module names them through these constants (`H.SUMMONED`, `L.NO_BATTLE_DAMAGE`,
`C.STATS`), so a misspelt name is an AttributeError when the module is imported; and
`Effect(...)` refuses a happening kind or continuous tag that is not listed here, which
also fails at import (card modules build their EFFECTS at import time).
"""


class _Names(object):
    """A closed set of names: attribute access only; `ALL` lists the values."""

    def __init__(self, **names):
        for key, value in names.items():
            object.__setattr__(self, key, value)
        object.__setattr__(self, "ALL", frozenset(names.values()))

    def __setattr__(self, key, value):
        raise AttributeError("named kinds are fixed")


# Happenings (what triggers match; `ev["type"]`). Fields: docs/cards.md.
H = _Names(
    MOVED="moved", DESTROYED="destroyed", SUMMONED="summoned", FLIPPED="flipped",
    DAMAGE="damage", RECOVERED="recovered", PAID_LP="paid_lp", PHASE="phase", ATTACK="attack",
    BATTLED="battled", ACTIVATED="activated",
    RESOLVED="resolved",            # a chain link finished resolving (link, player, targets, negated)
    DRAWN="drawn",
    CONTROL="control", DAMAGE_STEP_END="damage_step_end",
    TARGETED="targeted",            # a card became the target of a chain link's activation
    SET_MONSTER="set_monster",      # a monster was Set (Normal or Tribute Set)
    UNRELATED="unrelated",          # a card relation was cut (engine/relations: why and by whom)
    BATTLE_START="battle_start",    # the start of the Damage Step: the attacker (cid, uid), target uid
    # before damage calculation (after a face-down attack target was flipped face-up): the attacker
    # (cid, uid), target uid (None for a direct attack); recorded only in a duel where a
    # trigger listens to it (Reflect Bounder)
    BEFORE_DAMAGE_CALCULATION="before_damage_calculation",
    BATTLE_END="battle_end",        # the End Step of a Battle Phase begins (player: the turn player):
                                    # "at the end of the Battle Phase" (the Gladiator Beasts)
    # a monster chosen again as the attack target on a replay (target, player, cid, uid: the
    # attacker): "targeted for an attack" as at the declaration ("attack"), but no new attack
    # declaration (yugipedia "Replay", from Konami's rulings: Mirror Force cannot answer it,
    # "when this card is targeted for an attack" can: Number 39: Utopia)
    ATTACK_TARGETED="attack_targeted",
    # a monster's battle position changed (round h56b): cid, uid, player (its controller), from,
    # to (positions), reason: "effect" (Ctx.change_position, Enemy Controller), "manual" (its
    # controller's change in the Main Phase), "attacked" (a face-down monster flipped by an
    # attack), "flip_summon"; recorded only in a duel where a trigger listens to it (Dream Clown)
    POSITION_CHANGED="position_changed",
    # a player gave up their normal draw of the Draw Phase for a card's effect used instead
    # (round 56x): cid, uid (the card whose INSTEAD_OF_DRAW was chosen), player; its own
    # TRIGGER hears it and is that effect's chain link (Freed the Matchless General's search;
    # turn.py `_replaced_draw_proc`)
    DRAW_REPLACED="draw_replaced",
    # (stop 59, the lead) an Equip Card was equipped to a monster (actions.py `equip`): cid, uid (the
    # Equip Card), target (the monster's uid), target_cid, player (the Equip Card's controller);
    # recorded only in a duel where a script hears or answers it (Armored Glass: "when a monster is
    # equipped")
    EQUIPPED="equipped",
)

# Lasting effects (Duel.lingering entries, `Lasting.tag`): effects that last a while after
# they were applied (a player rule, a monster's ATK change, a delayed effect).
L = _Names(
    STATS="stats", CONTROL="control", CONTROL_BOUND="control_bound", DELAYED="delayed",
    CANNOT_ATTACK="cannot_attack", CANNOT_CHANGE_POSITION="cannot_change_position",
    NO_BATTLE_DAMAGE="no_battle_damage", BATTLE_INDESTRUCTIBLE="battle_indestructible",
    REVERSE_STATS="reverse_stats", TRAP_FROM_HAND="trap_from_hand", NO_BATTLE_PHASE="no_battle_phase",
    TRIBUTE_OPPONENT="tribute_opponent", NO_ACTIVATE_NAME="no_activate_name", NO_SUMMON="no_summon",
    SKIP_DRAW_PHASE="skip_draw_phase", RETURN_TO_HAND="return_to_hand",
    RETURN_TO_FIELD="return_to_field", SUMMON_WITHOUT_TRIBUTE="summon_without_tribute",
    # Synchro and Level effects (engine/extra.py; helper hsync)
    LEVEL="level",                    # a monster's Level raised or lowered (info delta): Star Changer
    EFFECTS_NEGATED="effects_negated",  # a monster's effects are negated (Effect Veiler, Junk Synchron)
    BANISH_ON_LEAVE="banish_on_leave",  # banished when it leaves the field (Plaguespreader Zombie)
    SET_STATS="set_stats",            # a monster's ATK/DEF "becomes" a value for a while (Black Rose Dragon)
    # a monster that cannot be Tributed for a while (Mind Control; extra.py `cannot_be_tributed`),
    # read only while a card of the duel declares it in LASTING_TAGS
    NO_TRIBUTE="no_tribute",
    # skipped phases (engine/turn.py `_skipped`; helper h37p): the player's next one is skipped
    SKIP_MAIN_PHASE_1="skip_main_phase_1",  # their next Main Phase 1 (no card of the pool yet)
    SKIP_BATTLE_PHASE="skip_battle_phase",  # their next Battle Phase (Great Long Nose)
    # a face-up monster's name changed by an effect (engine/extra.py `Duel.name_now`; helper
    # h38n): info name, series (the name it has now and the archetypes that name carries);
    # read only while a card of the duel declares CHANGES_NAMES (Elemental HERO Prisma)
    NAME="name",
    # battle damage that player takes is doubled while it lasts (Cross Counter: until the end
    # of the Damage Step; battle.py `_battle_damage`), read only while a card of the duel
    # declares it in LASTING_TAGS; two of them double it once
    DOUBLE_BATTLE_DAMAGE="double_battle_damage",
    # that monster (uid) is destroyed by the effect that started it (info by: its player, cid:
    # its card) after damage calculation of this battle, no chain link (Cross Counter;
    # battle.py `_destroy_after_calculation`), read only while a card of the duel declares it
    # in LASTING_TAGS
    DESTROY_AFTER_CALCULATION="destroy_after_calculation",
    # that player cannot activate Trap Cards while it lasts (Forced Ceasefire: both players,
    # for the rest of the turn; chain.py `_trap_lock` and its copy in `_response_options`),
    # read only while a card of the duel declares it in LASTING_TAGS, beside C.NO_TRAP_ACTIVATION
    # (the gate of every Trap lock)
    NO_TRAP_ACTIVATION="no_trap_activation_rule",
    # that monster object's Type is info race while it lasts (D. Tribe: until the end of the
    # turn; Ctx.change_race), read by actions.py `Duel.race` in timestamp order (info since: the
    # log index it started at) with the continuous C.RACE effects (DNA Surgery); the continuous
    # tag's name, so a card declaring it in LASTING_TAGS opens the same gate
    RACE="race",
    # that player's monsters in the hand have their Levels changed by info delta while it lasts
    # (Cost Down: -2 this turn, a monster added to the hand later too; two add up; never below 1),
    # read by actions.py `Duel.level` for a card in the hand and so by the Tribute count of its
    # Normal Summon or Set (turn.py `_tributes_needed`); a summoned monster has its own Level again.
    # Read only while a card of the duel declares it in LASTING_TAGS (round 55r)
    HAND_LEVEL="hand_level",
    # that player takes no effect damage while it lasts (Hallowed Life Barrier: this turn; info
    # from_opponent: only the damage of the other player's effects), read by actions.py
    # `_no_effect_damage` only while a card of the duel declares it in LASTING_TAGS (the
    # continuous tag C.NO_EFFECT_DAMAGE's name: Des Wombat's gate) and something lingers
    NO_EFFECT_DAMAGE="no_effect_damage",
    # that monster object may attack the opponent directly while it lasts, monsters there or
    # not (Secret Pass to the Treasures: this turn), read by battle.py `_add_ruled_target_options`
    # only while a card of the duel declares it in LASTING_TAGS, beside C.DIRECT_ATTACK (the
    # gate of that ruled path: Reaper on the Nightmare's)
    DIRECT_ATTACK="direct_attack_now",
    # that player wins the duel when the turn its duration names ends (Final Countdown: the 20th
    # turn counted from the activation's, `lasting.turns_counted_all(20)`), wherever the card is:
    # read by actions.py `_expire_lingering` as the entry ends (the turn's end, after the hand
    # limit), info reason the result's reason; no LASTING_TAGS gate (round 56z)
    WIN_AT_TURN_END="win_at_turn_end",
    # that monster object must attack while it lasts, if able (Amazoness Archers: this turn):
    # while it can declare an attack the Battle Step menu offers no end of the Battle Phase, as
    # C.MUST_ATTACK's (battle.py `_must_attack_now`); the continuous tag's name, so a card
    # declaring it in LASTING_TAGS opens the same gate (round 56x)
    MUST_ATTACK="must_attack",
    # (round 57b) that player's monsters may attack only the monster object uid while it lasts,
    # and each of them that can attack it must (Staunch Defender: this turn, the player the
    # opponent of the card's controller): battle.py's Battle Step menu and a replay offer only
    # that monster as a target (no direct attack; none at all once it has left the field:
    # `_attack_only_options`) and, while one of them can attack it, no end of the Battle Phase
    # (`_must_attack_lasting`). A card that starts it declares it and L.MUST_ATTACK in
    # LASTING_TAGS (the must-attack gate); read only then, with something lingering
    ATTACK_TARGET_ONLY="attack_target_only",
    # (round 57b) that player draws no card while it applies (Penalty Game!: "cannot draw during
    # their next Draw Phase", `Ctx.no_draw_next_draw_phase`): started pending, it applies from
    # the beginning of that player's next Draw Phase to its end (turn.py `_draw_lock_begins`
    # fixes its duration then): the Draw Phase's normal draw is not made (a `draw_skipped`
    # record; Freed the Matchless General's effect, used instead of that draw, is not offered)
    # and a card effect's draw in that phase draws nothing (duel.py `_draw`); read only while a
    # card of the duel declares it in LASTING_TAGS
    NO_DRAW="no_draw",
    # (round 57b) that player cannot activate Spell Cards while it lasts (Penalty Game!: this
    # turn), the lasting mirror of C.NO_SPELL_ACTIVATION, whose name it shares so that a card
    # declaring it in LASTING_TAGS opens the same gate (duel.py `_activation_bars`); chain.py
    # `_spell_lock` is to read it (a request of round 57b to the owner of chain.py)
    NO_SPELL_ACTIVATION="no_spell_activation",
    # (round 57b) a watcher: the engine counts each player's Normal Summons (Tribute Summons
    # included; a Set is none; a Normal Summon negated afterwards counts) made while it lasts, in
    # info "counts" (a tuple (player 0's, player 1's)), its uid the card object that started it
    # (Narrow Pass, `Ctx.watch_normal_summons`: from the resolution of its activation while it
    # stays face-up on the field; read by `Ctx.normal_summons_watched`); turn.py
    # `_normal_summon_proc` counts only while a card of the duel declares it in LASTING_TAGS
    NORMAL_SUMMON_WATCH="normal_summon_watch",
    # (round 57m) a banished monster (its uid) comes back to its owner's field, in info
    # "position", at the start of the next Standby Phase of the player in info "standby_of" (a turn
    # after the entry's own): no chain link, not a summon; with no free Main Monster Zone it goes
    # to the GY (Dimensionhole: `Ctx.lasting(L.RETURN_AT_STANDBY, monster, until=EVER,
    # position=..., standby_of=...)`); turn.py `_standby_returns`, only while a card of the duel
    # declares it in LASTING_TAGS
    RETURN_AT_STANDBY="return_at_standby",
    # (round 57l) a player rule, info cid: that card (the physical card, `Card.cid`, whatever
    # object it is this turn: Set from the hand too) cannot be activated by that player while it
    # lasts -- another copy of its name can (Fairy of the Spring: the Equip Spell it added,
    # yugioh-wiki.net FAQ 09/02/04); read beside NO_ACTIVATE_NAME by chain.py
    # `_activation_allowed` (`_name_locked`)
    NO_ACTIVATE_CARD="no_activate_card",
    # (round 58b) not a tag of its own: the info key of a lasting entry (any tag) that keeps a
    # Main Monster Zone unusable while the entry lasts and its card object (uid) is still where
    # the effect put it, info "blocks_zone": (player, zone number) (Dimensionhole: the zone the
    # banished monster left, until it comes back; `Ctx.lasting(L.RETURN_AT_STANDBY, monster,
    # ..., blocks_zone=(player, seq))`); read by extra.py `_blocked_zones` only while a card of
    # the duel declares it in LASTING_TAGS beside C.BLOCKED_ZONES
    BLOCKS_ZONE="blocks_zone",
    # (round 58f) engine: a monster (uid) a C.CONTROL_TO_OWNER effect gave back to its owner
    # (Remove Brainwashing, cid its card), player the one who controlled it then, info "lasting":
    # whether that player's take was a lasting one (Change of Heart's CONTROL, Snatch Steal's
    # CONTROL_BOUND) or for good; until while_related(the card), R.OWNER_RULE to the monster.
    # Once no such effect applies (the card left the field or turned face-down: the relation
    # cut; its effects negated) the claim ends and the monster goes back to that player while
    # the take stands (actions.py `_owner_rule`, `_claims_over`)
    CONTROL_CLAIM="control_claim",
    # (round 59q) a player rule: that player cannot Normal Summon nor Set a monster (the OCG's
    # 通常召喚, a Tribute Summon or Set too; a Flip Summon stays allowed) while it lasts, from the
    # turn `info["from_turn"]` on (0: at once): turn.py `_summon_options`, the Main Phase menu's
    # and an extra Normal Summon's options; read only in a duel whose card declares it, and
    # C.NORMAL_SUMMONS_LEFT (the gate it is read behind), in LASTING_TAGS (Non Aggression Area:
    # the opponent's next turn)
    NO_NORMAL_SUMMON="no_normal_summon",
    # (round 59x) a player rule: that player's monsters inflict piercing battle damage while it
    # lasts (a monster attacking a Defense Position monster whose DEF its ATK exceeds inflicts the
    # difference: Meteorain, this turn), whatever monster attacks, one summoned after it began
    # too; battle.py `_damage_step`, read beside the continuous C.PIERCING only while a card of
    # the duel declares it in LASTING_TAGS
    PIERCING_RULE="piercing_rule",
)

# Continuous effects (`Effect(CONTINUOUS, tag=...)`): what the engine reads.
C = _Names(
    STATS="stats", SET_STATS="set_stats", CANNOT_ATTACK="cannot_attack",
    # "cannot declare an attack" (攻撃宣言できない: Swords of Revealing Light, Messenger of Peace):
    # no attack may be declared, but one declared before it applied goes on; "cannot attack"
    # (攻撃できない: Gravity Bind) also stops a declared attack in the Battle Step; once the Damage
    # Step began the battle goes on (Shadow Spell's OCG ruling; battle.py `_attacker_stopped`)
    CANNOT_DECLARE_ATTACK="cannot_declare_attack",
    # (no continuous effect: the tag of a card whose effect its controller's opponent may
    # activate too, `Effect(..., by_either=True)`: Royal Oppression; chain.py `_with_either`)
    BY_EITHER="by_either",
    # (no continuous effect: the tag of a card with a mandatory QUICK effect,
    # `Effect(QUICK, ..., mandatory=True)`: Mid / Big Shield Gardna; chain.py `_priority_asks`)
    MANDATORY_QUICK="mandatory_quick",
    CANNOT_BE_ATTACKED="cannot_be_attacked", CANNOT_CHANGE_POSITION="cannot_change_position",
    FORCE_DEFENSE="force_defense", UNTARGETABLE="untargetable", NEGATE_SPELLS="negate_spells",
    NEGATE_MONSTERS="negate_monsters", NEGATE_TRAPS="negate_traps",
    NO_TRAP_ACTIVATION="no_trap_activation", BANISH_INSTEAD="banish_instead", PIERCING="piercing",
    BATTLE_INDESTRUCTIBLE="battle_indestructible", EFFECT_INDESTRUCTIBLE="effect_indestructible",
    SUMMON_WITHOUT_TRIBUTE="summon_without_tribute", DOUBLE_TRIBUTE="double_tribute",
    TRAP_SAME_TURN="trap_same_turn", NO_MONSTER_SET="no_monster_set",
    MATCH_WIN_DIRECT_ATTACK="match_win_direct_attack", NO_DIRECT_ATTACK="no_direct_attack",
    NO_GRAVE_BANISH="no_grave_banish", HAND_ACTION_LP_COST="hand_action_lp_cost",
    # affects(ctx, player): effect damage to that player becomes 0 (Des Wombat; actions.py
    # `effect_damage`); costs and LP payments are no damage
    NO_EFFECT_DAMAGE="no_effect_damage",
    HAND_EFFECT_LP_COST="hand_effect_lp_cost",
    NEGATE_SUMMON="negate_summon",
    NEGATE_GRAVE_MOVES="negate_grave_moves",    # Necrovalley: effects moving a card out of a GY
    # a face-up monster's Type / Attribute now (actions.py `Duel.race`, `Duel.attribute`; helper
    # h37t): affects(ctx, card), value(ctx, card) -> the Type / Attribute it has (DNA Surgery)
    RACE="race", ATTRIBUTE="attribute",
    # engine/extra.py and the Goat Fusions (helper h10)
    ATTACK_ALL="attack_all",                # attacks each opponent's monster once (Asura Priest)
    NO_SUMMON="no_summon",                  # no Normal, Flip or Special Summons (The Last Warrior)
    # (round 58c) affects(ctx, player) optional (none: both players): that player cannot Special
    # Summon (Jowgen the Spiritualist): actions.py `special_summon_barred`, read by
    # can_special_summon, summon_locked (Tokens: Scapegoat, Ojama Trio) and the Special Summon
    # itself (`special_summon`: a summon already under way when the lock began is not made);
    # read only where a card of the duel has the tag
    NO_SPECIAL_SUMMON="no_special_summon",
    BLOCKED_ZONES="blocked_zones",          # value(ctx, player) -> unusable Main Monster Zones (Ojama King)
    DIRECT_ATTACK="direct_attack",          # may attack directly with monsters there (Reaper on the Nightmare)
    CONTROLLER_NO_BATTLE_DAMAGE="controller_no_battle_damage",   # Dark Flare Knight
    # battle damage its controller takes from battles involving this card is taken by the
    # opponent too (Relinquished while it holds a monster; battle.py `_battle_damage`)
    MIRROR_BATTLE_DAMAGE="mirror_battle_damage",
    # affects(ctx, card): battle damage that monster inflicts to its controller's opponent is
    # halved (Shadowknight Archfiend; battle.py `_battle_damage`)
    HALVE_INFLICTED_BATTLE_DAMAGE="halve_inflicted_battle_damage",
    NEGATE_LINKS="negate_links",            # affects(ctx, link): negated at resolution (Dark Balter)
    TAKE_CONTROL="take_control",            # an Equip Card's controller controls the equipped monster (Snatch Steal)
    # engine/destruction.py: "if <affects> would be destroyed, [you can] destroy another card
    # instead" (Proxy Dragon, Thousand-Eyes Restrict): affects(ctx, card) -> protected;
    # value: destruction.Instead(cards(ctx) -> the cards destroyed instead, reasons); optional
    DESTROY_REPLACE="destroy_replace",
    # Synchro and Level effects (engine/extra.py; helper hsync)
    LEVEL="level",                          # value(ctx, card) -> Level change (Synchro Boost, Demotion)
    # a change of the Levels of monsters in the hands (A Legendary Ocean: WATER, -1; round 56z):
    # affects(ctx, card) a hand card, value(ctx, card) -> the change; the name of the lasting
    # L.HAND_LEVEL (Cost Down), so one gate opens both: actions.py `_hand_level`, read where
    # `Duel.level` and turn.py `_tributes_needed` read a hand card's Level (`Duel.level` reads it
    # behind the C.LEVEL gate: a card with it changes the field's Levels too, as A Legendary Ocean)
    HAND_LEVEL="hand_level",
    NOT_SYNCHRO_MATERIAL="not_synchro_material",   # affects(ctx, card): cannot be Synchro Material
    TUNER="tuner",                          # affects(ctx, card): a face-up monster in a Monster Zone
                                            # treated as a Tuner (engine/extra.py `tuner_now`)
    # the hand limit (engine/turn.py `hand_limit`; helper h37p): value(ctx, player) -> that
    # player's limit, or None for no limit; affects(ctx, player) optional (Infinite Cards)
    HAND_LIMIT="hand_limit",
    # Toon monsters (engine/battle.py; helper h37o, seed 004 §特殊效果怪兽)
    ATTACK_LP_COST="attack_lp_cost",        # value(ctx, card) -> LP its controller pays to declare an
                                            # attack with it; read with cannot_attack (a card with it
                                            # has a cannot_attack effect too: the Toons)
    ATTACK_TARGETS="attack_targets",        # affects(ctx, attacker); value(ctx, target) -> may it
                                            # attack that monster; read with direct_attack (a card
                                            # with it has a direct_attack effect too: the Toons)
    # "unaffected by <Spell> effects" (Horus the Black Flame Dragon LV6; engine/unaffected.py):
    # value: the card types ("Spell", ...) whose effects do not apply to the face-up monster
    # affects(ctx, card) names (none: its own card); read only where a card of the duel has it
    UNAFFECTED_BY="unaffected_by",
    # affects(ctx, card): "must attack if able" (Berserk Gorilla): while such a monster may
    # declare an attack, its controller's Battle Step menu offers no end of the Battle Phase
    # (battle.py `_must_attack_now`); entering the Battle Phase stays the player's choice
    MUST_ATTACK="must_attack",
    # affects(ctx, card): "cards with the declared name cannot be played" (Prohibition): the card
    # cannot be Normal Summoned, Set, Flip Summoned, Special Summoned (actions.py `prohibited`,
    # read by can_special_summon, turn.py's Main Phase menu and chain.py `_activation_allowed`);
    # value: the declared passcode; read only where a card of the duel has the tag
    PROHIBITED_NAME="prohibited_name",
    # value(ctx, card) -> how many more attacks than one `card` may declare each Battle Phase
    # (Mataza the Zapper: 1), or 0; affects(ctx, card) optional (none: its own card); read by
    # battle.py's Battle Step menu only where a card of the duel has the tag
    EXTRA_ATTACKS="extra_attacks",
    # affects(ctx, card): "control of this card cannot switch" (Mataza the Zapper): actions.py
    # take_control / swap_control leave it where it is (`Ctx.can_take_control`); read only
    # where a card of the duel has the tag
    CONTROL_FIXED="control_fixed",
    # affects(ctx, player): "neither player can activate cards or effects that discard as a
    # cost" (Goblin of Greed): chain.py `_activation_allowed` refuses an Effect declared
    # `discard_cost=True`; read only where a card of the duel has the tag
    NO_DISCARD_COST="no_discard_cost",
    # affects(ctx, player) optional: "Spell Cards cannot be activated" (Spell Canceller: both
    # players, no affects; Ancient Gear Golem: its opponent while it attacks), the mirror of
    # NO_TRAP_ACTIVATION: the activation of a Spell Card (a Pendulum scale's too:
    # `Effect.spell_activation`) is refused, not the effects a face-up Spell activates; read by
    # chain.py `_activation_allowed` (`_spell_lock`) only where a card of the duel has the tag
    NO_SPELL_ACTIVATION="no_spell_activation",
    # affects(ctx, card): the battle damage that monster inflicts to its controller's opponent
    # is effect damage, not battle damage (Gravekeeper's Vassal): battle.py `_battle_damage`
    # hands it to actions.py `effect_damage` (logged and heard with reason "effect"; what keeps
    # battle damage off, Waboku, does not stop it; Des Wombat does); read only where a card of
    # the duel has the tag
    BATTLE_DAMAGE_AS_EFFECT="battle_damage_as_effect",
    # (round 56c) no continuous effect the engine reads: while one with this tag applies, no
    # player pays the Standby Phase LP of an "Archfiend" monster (Pandemonium; asked by
    # kit.archfiend_upkeep, `Ctx.applies`)
    NO_ARCHFIEND_UPKEEP="no_archfiend_upkeep",
    # (round 56y) its controller pays no LP to activate a Spell Card (Spell Economics): read by
    # the context of an activation's `can_pay` and cost (effects.ActivationCtx `pay_lp` and
    # `can_pay_lp`, chain.py `_spell_lp_waived`); an effect of a face-up Spell (Archfiend's
    # Oath) and Chain Energy's LP are still paid
    NO_SPELL_ACTIVATION_LP="no_spell_activation_lp",
    # (round 56x) affects(ctx, card): the battle damage that monster's controller would take
    # from a battle it is in is taken by the opponent instead, and stays battle damage (Amazoness
    # Swords Woman): battle.py `_battle_damage` turns it over once, before the player's own
    # rules (no_battle_damage, the doubling) are read for the player who takes it now, so
    # what keeps battle damage off that player (Waboku) stops it; two such battlers turn it
    # once (yugioh-wiki.net: the controller of the stronger one takes it); read only where a
    # card of the duel has the tag
    REDIRECT_BATTLE_DAMAGE="redirect_battle_damage",
    # (round 56x) affects(ctx, player): that player takes no battle damage while it applies, a
    # direct attack's too (Spirit Barrier: while its controller controls a monster; Tornado
    # Wall: from the opponent's monsters' attacks, while Umi is on the field, `ctx.attack`):
    # battle.py `_battle_damage` logs it as no_damage, beside the lasting player rule
    # L.NO_BATTLE_DAMAGE (Waboku), whose name it shares; read only where a card of the duel
    # has the tag
    NO_BATTLE_DAMAGE="no_battle_damage",
    # (round 56x) no continuous effect is filed under it: a card whose script has
    # INSTEAD_OF_DRAW (an effect used instead of the normal draw: Freed the Matchless General)
    # has the tag, so turn.py asks `_draw_replacements` before a Draw Phase's draw only in a
    # duel holding one, and `_field_roles` files the card under it on the field
    INSTEAD_OF_DRAW="instead_of_draw",
    # (round 57a) no continuous effect is filed under it: a card one of whose effects declares
    # `Effect.cannot_negate` (Spiritualism) has the tag, so chain.py `negate_link` and
    # `_resolve_chain` ask that declaration only in a duel holding such a card
    CANNOT_NEGATE="cannot_negate",
    # (round 57i) no continuous effect is filed under it: a card whose effect puts counters that
    # are removed instead of a card's destruction (M.DESTROY_COUNTERS, Ctx.place_destroy_counter:
    # Magic Reflector) declares it in LASTING_TAGS, and engine/destruction.py looks for such
    # counters on the cards a destruction reaches only in a duel holding one
    DESTROY_COUNTER="destroy_counter",
    # (round 57b) value(ctx, player) -> how many more Normal Summons that player may make while
    # it applies (0 or less: none; None: no limit), affects(ctx, player) optional: turn.py's
    # summon menu offers no Normal Summon (a Set still) to a player one of them leaves none
    # (Narrow Pass: 2 less the Normal Summons its watcher counted, L.NORMAL_SUMMON_WATCH); read
    # only where a card of the duel has the tag
    NORMAL_SUMMONS_LEFT="normal_summons_left",
    # (round 57k) no continuous effect the engine reads: while one with this tag applies, the
    # field is treated as "Umi" (Maiden of the Aqua, while no Field Spell is face-up): a card
    # that asks whether "Umi" is on the field counts it (kit.umi_on_field, `Ctx.applies`); no
    # card is named "Umi" by it (a cost that sends "Umi" needs the card) and Umi's ATK/DEF
    # changes do not apply
    FIELD_IS_UMI="field_is_umi",
    # (round 57l) affects(ctx, card): a face-up monster in Defense Position that it reaches is
    # changed to Attack Position by the state checks (Final Attack Orders: the mirror of
    # FORCE_DEFENSE; actions.py `_force_attack`, filed with the forcers in chain.py's plan). A
    # monster an applying FORCE_DEFENSE effect reaches is left to that one (no ping-pong)
    FORCE_ATTACK="force_attack",
    # (round 58a) no tag: the value of a CANNOT_BE_ATTACKED effect whose monsters are "not made an
    # attack target" (攻撃対象にされない: Guardian Kay'est, The Legendary Fisherman under Umi):
    # `Effect(CONTINUOUS, tag=C.CANNOT_BE_ATTACKED, affects=..., value=C.NOT_ATTACK_TARGET)`.
    # The opponent's monsters cannot choose them, and for that choice they are as if not there:
    # with no other monster that may be attacked, the attack is direct (yugioh-wiki.net
    # 《攻撃対象》). A CANNOT_BE_ATTACKED effect without it is "cannot be chosen as an attack
    # target" (攻撃対象に選択できない / 攻撃できない: Command Knight): monsters there that none may
    # attack leave no attack at all. Read by battle.py `_targets` only
    NOT_ATTACK_TARGET="not_attack_target",
    # (round 58b) not the tag of an effect: a marker a card declares in LASTING_TAGS beside its
    # blocked_zones effect whose value is an `E.MonsterLimit`, a count limit on the monsters
    # placed (Kaiser Colosseum); the room asks (extra.py `_monster_room`, duel.py
    # `free_mzone_count`) read such limits only in a duel holding such a card
    MONSTER_LIMIT="monster_limit",
    # (round 58f) no continuous effect is filed under it: a card whose effect spares some cards
    # from one chain link's destruction (Ctx.spare_from_link, link.info "spared": Fake Trap, "the
    # other Traps are not destroyed") declares it in LASTING_TAGS, with DESTROY_COUNTER (the gate
    # of the step that reads them): engine/destruction.py `_counters_instead` reads the resolving
    # link's spares only in a duel holding one
    LINK_SPARES="link_spares",
    # (round 58f) affects(ctx, card) optional: every monster on the field it reaches is
    # controlled by its owner while it applies (Remove Brainwashing): the state checks give such
    # a monster back to its owner and `take_control` refuses a change away from the owner; the
    # player who controlled it before (L.CONTROL_CLAIM) takes it again once it stops applying,
    # while that player's take lasts (actions.py `_owner_rule`); the card files itself among
    # the state checks' take-control cards (LASTING_TAGS C.TAKE_CONTROL), so the step runs
    # while it is on the field, and declares CONTROL_FIXED (the gate under which `take_control`
    # and `swap_control` ask it): a duel with no such card pays nothing
    CONTROL_TO_OWNER="control_to_owner",
    # (round 59a) value(ctx, player) -> how many more cards `player` may put on their field now
    # (None: no limit; 0 or less: none): Spatial Collapse, no more than 5 cards a side. Its card
    # states its cap on monsters beside it as an E.MonsterLimit (blocked_zones, C.MONSTER_LIMIT);
    # this one is for the other placements (a Spell/Trap activated from the hand or Set):
    # actions.py `field_card_room`, asked only in a duel holding the tag, which also opens
    # duel.py `_activation_bars`
    FIELD_CARD_LIMIT="field_card_limit",
    # (round 59q) no affects: while it applies no Spirit monster returns to the hand by its own
    # End Phase effect (common.py `spirit_return`'s match asks it: its trigger is not
    # activated): Spiritual Energy Settle Machine
    SPIRIT_STAYS="spirit_stays",
    # (round 59i) no continuous effect is filed under it: a card that asks which monsters were
    # used for a Fusion Monster's Fusion Summon (Ctx.fusion_materials_of: De-Fusion) declares it
    # in LASTING_TAGS; extra.py `send_materials` / `extra_summon` record the materials
    # (M.FUSION_MATERIAL_OF) only in a duel holding such a card
    FUSION_MATERIALS_KEPT="fusion_materials_kept",
    # (round 59i) value(ctx, card) -> how many other monsters its controller must Tribute to
    # declare an attack with that monster, affects(ctx, card) optional; several add up (Insect
    # Queen: 1), Tributed as the attack is declared (battle.py `_attack_proc`, as
    # `attack_lp_cost`'s LP are paid), read there behind the LP cost's gate: a card with it
    # declares C.ATTACK_LP_COST in LASTING_TAGS (a duel without one pays nothing). The Battle
    # Step menu leaves such an attack out through the card's own CANNOT_DECLARE_ATTACK effect
    # on itself while `Ctx.attack_tributes_payable` says no (as a Toon's LP cost comes with its
    # cannot_attack effect): they must be monsters its controller controls, any way up, but
    # itself, that may be Tributed
    ATTACK_TRIBUTE_COST="attack_tribute_cost",
    # (round 59p) not a tag: the value of a C.BANISH_INSTEAD effect that sends a monster
    # destroyed by battle that it reaches to its owner's Deck (Extra Deck) instead of the GY, the
    # Deck then shuffled, and leaves every other move alone (Grave Protector): actions.py
    # `_grave_replacement`, under the one "banish instead" tag a move to the GY already asks; it
    # comes before a banishing one (yugioh-wiki.net 《グレイヴ・キーパー》 FAQ: beside Banisher of
    # the Light, a monster destroyed by battle goes to the Deck, the other cards are banished)
    BATTLE_TO_DECK="battle_to_deck",
    # (round 59p) affects(ctx, player): that player plays with their hand revealed now (Respect
    # Play: each player in their own turn): duel.py `Duel.hand_revealed`, read by `Duel.view` (the
    # opponent sees the hand's cards), asked only in a duel holding the tag
    HAND_REVEALED="hand_revealed",
)

# Marks on card objects (Duel.mark, Ctx.mark; cleared when the card moves or turns face-down).
# `Duel.mark` refuses a name not listed here.
M = _Names(
    # put by the engine
    EQUIPPED="equipped",            # an Equip Card that has been equipped (losing its monster sends it away)
    SUMMONED_OR_FLIPPED="summoned_or_flipped",  # Normal Summoned or turned face-up: the turn (Spirits)
    APPLIES_SINCE="applies_since",  # the log index when its continuous effects started to apply (timestamps)
    BATTLED_TURN="battled_turn",    # the turn this object last battled (went through damage calculation,
                                    # a direct attack too): "if this card battled" (the Gladiator Beasts)
    SEEN="seen",                    # a hidden card whose owner's opponent saw which card it is (a Deck card
                                    # revealed to them, a monster turned face-down after they saw it
                                    # face-up): it joins its owner's hand with a hand shuffle (`_move`)
    SUMMON_SOURCE="summon_source",  # [passcode, monster effect?] of the effect that Special Summoned this
                                    # object (Ctx.summoned_by: "Special Summoned by the effect of a
                                    # "Gladiator Beast" monster")
    # put by card scripts
    SPELL_COUNTER="spell_counter",  # how many Spell Counters it holds (Breaker, Skilled White Magician)
    DECLARED="declared",            # what it declared on activation, read while it stays (DNA Surgery: a Type)
    SPELL_LINKS="spell_links",      # the Spell activations on the chain it has seen (Skilled White Magician)
    UPKEEP_TURN="upkeep_turn",      # the turn a monster's maintenance cost was paid (Shadowknight Archfiend)
    # ((passcode, original ATK), ...): the monsters Tributed for its Tribute Summon, as they left
    # the field (turn.py `_summon_tributes`, for a script with RECORDS_TRIBUTES: Maju Garzett)
    TRIBUTED_ATK="tributed_atk",
    SOFT_OPT="soft_opt",            # the turn this object used a soft once-per-turn effect (kit.soft_opt_free)
    OWN_REVIVE="own_revive",        # Special Summoned by its own effect (Sacred Phoenix of Nephthys)
    BATTLE_VICTIMS="battle_victims",  # [turn, [cid...]]: monsters it destroyed by battle (Dark Balter)
    HELD="held",                    # a Monster Card its holder's own effect equipped to it (Thousand-Eyes
                                    # Restrict, Relinquished): destroyed once the holder's effects are
                                    # negated (actions.py, the state checks' equip step)
    RESOLUTION_SEEN="reaper_seen",  # the chain resolution (serial) it already answered (Spirit Reaper)
    TRIBUTED_FOR="tributed_for",    # the turn this object, Tributed for its own effect's cost, saw that
                                    # effect resolve (Stardust Dragon: its owner's End Phase return)
    # Fusion and special summons (engine/extra.py, helper hfus)
    MATERIALS="materials",          # engine: how many materials its own summoning procedure used (Chimeratech)
    NO_DIRECT_ATTACK="no_direct_attack",  # cannot attack directly: True, or that turn (Magical Scientist, Volcasaurus)
    SUMMONED_BY="summoned_by",      # the cid of the card whose effect summoned it (Instant Fusion's End Phase)
    ZONES_BLOCKED="zones_blocked",  # the opponent's Main Monster Zones it made unusable since it turned
                                    # face-up (Ojama King: chosen again once it is face-up again)
    # Union monsters (seed 004 §特殊效果怪兽; Ctx.union_equip, Ctx.union_unequip; helper h37u)
    UNION="union",                  # engine: the turn its own Union effect equipped or unequipped it (put
                                    # on the object it became: once per turn; in a Spell & Trap Zone,
                                    # "equipped by this card's effect")
    SHRUNK="shrunk",                # (turn, its original ATK before any Shrink that turn): a second 2005
                                    # Shrink halves that value again, not the halved one (Shrink)
    ONCE_USED="once_used",          # it used its effect "only once while face-up on the field" (Sanga of
                                    # the Thunder, Kazejin, Suijin: the mark goes when it moves or turns
                                    # face-down, and the effect may be used again)
    UNTRIBUTED="untributed",        # engine: Normal Summoned or Set without Tributes by a rule that lets it
                                    # (turn.py `_summon_without_tribute`: Fusilier Dragon); it goes when the
                                    # monster moves or turns face-down, as every mark (round 55r)
    ORIGINAL_CHANGED="original_changed",  # engine: the turn an effect's lasting change of its original ATK/DEF
                                    # (Ctx.set_stats original=True: Shrink's 2005 text) first reached this
                                    # object (Ctx.original_stats_changed; Maju Garzett, round 55r)
    DIRECT_HIT="direct_hit",        # the turn its direct attack dealt battle damage (Silent Swordsman LV5:
                                    # a mark, so turning face-down resets the level-up condition; round 56w)
    BATTLED_IN_DEFENSE="battled_in_defense",  # (turn, cid): it battled that card while the card was in face-up
                                    # Defense Position (Legendary Jujitsu Master: returned to the Deck at
                                    # the end of that Damage Step; the mark goes if it moves first)
    DESTROY_COUNTERS="destroy_counters",  # how many counters it holds each removed instead of its
                                    # destruction by a card's effect but its own (Magic Reflector;
                                    # Ctx.place_destroy_counter, destruction.py `_counters_instead`;
                                    # round 57i): a mark, so they go when it leaves the field
    TRIBUTE_OF="tribute_of",        # engine: (cid, uid) of the monster object this object was Tributed for,
                                    # its Tribute Summon or Set (turn.py `_normal_summon_proc`, for a
                                    # script with RECORDS_TRIBUTES), put on the Tribute where it went (the
                                    # GY): Ctx.summon_tributes_before (Guardian Tryce; round 57m)
    DRAINED_BY="drained_by",        # (turn, cid): a monster in the GY that a Vampire Baby (that cid) destroyed by
                                    # battle this turn; a mark, so it goes when the card leaves the GY (round 58g)
    STUNG_BY="stung_by",            # (turn, cid): a monster that attacked a Steel Scorpion (that cid), destroyed at
                                    # the end of that turn; a mark, so it ends when the monster moves or turns
                                    # face-down (round 59f)
    PARASITE="parasite",            # True: a Kiseitai that became an Equip Card by its own effect (its LP
                                    # gain works only so); a mark, so it ends when the card moves (round 59o)
    FUSION_MATERIAL_OF="fusion_material_of",  # engine: (cid, uid, n) of the Fusion Monster object whose Fusion
                                    # Summon used this object as one of its n Fusion Materials, put on the
                                    # material where it went (the GY, or banished): extra.py `send_materials`
                                    # / `extra_summon`, only in a duel holding a card that declares
                                    # C.FUSION_MATERIALS_KEPT; Ctx.fusion_materials_of (De-Fusion; round 59i)
)

# Card relations (Duel.relate, Ctx.relate): a link from one card object to another that the
# engine cuts when either leaves its place or turns face-down. `Duel.relate` refuses a kind
# not listed here.
R = _Names(
    EQUIP="equip",                  # an Equip Card -> the monster it is equipped to (every Equip Card)
    REVIVED="revived",              # Call of the Haunted -> the monster it Special Summoned
    SUMMONED="summoned",            # Brilliant Fusion, Future Fusion -> the monster it summoned ("if this card leaves...")
    HALVED="halved",                # Mirror Wall -> an attacking monster whose ATK it halved (round 58g)
    OWNER_RULE="owner_rule",        # Remove Brainwashing -> a monster it gave back to its owner (L.CONTROL_CLAIM; round 58f)
)

# Log event types (`event["type"]` in Duel.log; docs/protocol.md).
EV = _Names(
    DUEL_START="duel_start", COIN_TOSS="coin_toss", FIRST_PLAYER="first_player", TURN="turn",
    TURN_END="turn_end", PHASE="phase", STEP="step", DRAW="draw", DRAW_SKIPPED="draw_skipped",
    DECK_OUT="deck_out", SHUFFLE="shuffle", SHUFFLE_HAND="shuffle_hand", SUMMON="summon",
    FLIP_SUMMON="flip_summon", SPECIAL_SUMMON="special_summon", SUMMON_NEGATED="summon_negated",
    SET_MONSTER="set_monster", SET_SPELL="set_spell", POSITION="position", FLIP="flip",
    ACTIVATE="activate", ACTIVATE_EFFECT="activate_effect", CHAIN="chain", RESOLVE="resolve",
    CHAIN_END="chain_end", NEGATED="negated", MISSED_TIMING="missed_timing", APPLY="apply",
    ATTACK="attack", RETARGET="retarget", REPLAY="replay", ATTACK_NEGATED="attack_negated",
    ATTACK_ENDED="attack_ended", BATTLE="battle", DAMAGE="damage", NO_DAMAGE="no_damage",
    RECOVER="recover", PAY_LP="pay_lp", DESTROYED="destroyed", MOVED="moved",
    LOSE_LP="lose_lp",              # an LP loss that is neither damage nor a cost (Duel.lose_lp; round h56b)
    DESTROY_REPLACED="destroy_replaced",    # a replacement effect destroyed a card instead
    TO_GRAVE="to_grave", TO_HAND="to_hand", TO_DECK="to_deck", TO_EXTRA="to_extra",
    TO_BANISHED="to_banished", TO_MZONE="to_mzone", TO_SZONE="to_szone", TO_FZONE="to_fzone",
    TOKEN_VANISHED="token_vanished", CONTROL="control", EQUIP="equip", EQUIP_LOST="equip_lost",
    LINGERING="lingering", REVEAL="reveal", DECLARE="declare", COUNTER="counter",
    DUEL_END="duel_end", TURN_LIMIT="turn_limit", SUDDEN_DEATH="sudden_death",
    DIE_ROLL="die_roll",            # Ctx.roll_die: a player rolled a six-sided die (player, uid, name, result)
    # a phase an effect made its player skip (player, phase; engine/turn.py `_skipped`)
    PHASE_SKIPPED="phase_skipped",
    # a face-up monster's name changed by an effect (Ctx.take_name; helper h38n): player, uid,
    # name (its printed name), to (the name it has now), until ("end_of_turn"...)
    NAME_CHANGE="name_change",
    # a card's own public bookkeeping (Ctx.announce refuses any other type)
    COIN_TOSSES="coin_tosses",      # Gatling Dragon: results, heads
    ZONES_BLOCKED="zones_blocked",  # Ojama King: the zones it blocks
    # a player's LP became a value by an effect (Duel.lp_become, Ctx.set_lp: Self-Destruct Button,
    # Reversal Quiz): player, from, lp; neither damage nor a cost (round 56z)
    LP_BECOME="lp_become",
    # a resolving effect moved a chain link's one target (Ctx.retarget: Fiend's Hand Mirror; round
    # 59b): player (who moved it), link, uid (the new target), prev (the old one)
    LINK_RETARGETED="link_retargeted",
    # an attack on a monster made a direct attack by an effect (Duel.make_attack_direct,
    # Ctx.make_attack_direct: Astral Barrier; round 59i): player (the attacking player),
    # attacker (uid), from (the monster's uid it was declared on), by / by_name (the card)
    ATTACK_MADE_DIRECT="attack_made_direct",
)
