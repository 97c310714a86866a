"""The Battle Phase: start step, battle step, damage step (with its sub-steps), end step.

Rules: seed 004 §战斗阶段的流程, §战斗阶段中的卷回 (replays), §怪兽的战斗规则 and
§伤害的判定; seed 000 §怪獸的表示形式 (a face-down defender is flipped before damage
calculation). ENGINE.md §7 gives the sub-steps.
"""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.chain import _UNOPENED, new_ctx
from duelist.engine.names import C, H, M
from duelist.engine import unaffected as U
from duelist.engine.pendulum import card_type_now
from duelist.engine.protocol import Option, Request
from duelist.engine.state import PHASE_BATTLE, PHASE_MAIN2, STEP_BATTLE, STEP_DAMAGE, STEP_END, STEP_START

# the Battle Step menu's options are made with every field set by hand, as turn.py's menu
# does (`Option(...)` is a class call: a second frame on CPython 3.11, a call on PyPy)
_new = object.__new__
BATTLE_PROMPT = "Battle Step: declare an attack or end the Battle Phase"
_FACE_UP = S.FACE_UP_POSITIONS     # Card.face_up, without the call
# the continuous effects that keep a monster from declaring an attack (the Battle Step menu)
_ATTACK_BAR_TAGS = (C.CANNOT_ATTACK, C.CANNOT_DECLARE_ATTACK)
# the stages and positions the Battle Phase's steps set and compare with, as module globals
# (one LOAD_GLOBAL, not the module's and its attribute: one CPython bytecode fewer a use; PyPy
# reads either as a constant), as actions.py `_move` has its names (round 20s)
_BATTLE_ENDED = "battle_phase_ended"    # `_attack_negated` when an effect ended the Battle Phase
# `_attack_negated` when an effect made the attack on a monster a direct attack (Astral Barrier,
# `make_attack_direct`): not a negation (`attacking_monster` still names the attacker), read by
# `_attack_proc` where it reads the others, which then goes on at the player (round 59i)
_MADE_DIRECT = "made_direct"
# how a battle damage is taken (`_battle_damage_taken`): as battle damage, kept off by a rule, or
# as effect damage instead (round 59x)
_TAKEN = "taken"
_KEPT_OFF = "kept_off"
_AS_EFFECT = "as_effect"
_STAGE_TURN = S.STAGE_TURN
_STAGE_BATTLE = S.STAGE_BATTLE
_FACEUP_ATTACK = S.FACEUP_ATTACK
_FACEUP_DEFENSE = S.FACEUP_DEFENSE
_FACEDOWN_DEFENSE = S.FACEDOWN_DEFENSE
_BEFORE_CALC = H.BEFORE_DAMAGE_CALCULATION
_GRAVE = S.GRAVE
_H_ATTACK_TURN = S.H_ATTACK_TURN     # Card.history: the turn it last declared an attack
_H_ATTACKS = S.H_ATTACKS             # and how many attacks it declared that turn
_H_ATTACKED = S.H_ATTACKED           # and their targets (uids; None: a direct attack)


class BattleMixin(object):
    def _battle_phase_proc(self):
        tp = self.turn_player
        self.phase = PHASE_BATTLE
        if self.lingering:
            self._phase_began()
        self.battle_phase_turn = self.turn    # this turn had a Battle Phase (Soul Exchange asks)
        self.step = STEP_START
        self.stage = _STAGE_TURN
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "phase", "phase": PHASE_BATTLE, "player": tp, "i": len(log)})
        log.append({"type": "step", "step": STEP_START, "player": tp, "i": len(log)})
        # (a plain function that returns () where nothing was asked: `Duel._then`)
        window = self._window("battle_start_step")
        if window:
            return self._then(window, self._enter_battle_step)
        self._enter_battle_step()
        return ()

    def _enter_battle_step(self):
        self.step = STEP_BATTLE
        self.attack = None
        self.stage = _STAGE_BATTLE
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "step", "step": STEP_BATTLE, "player": self.turn_player, "i": len(log)})

    def _attacks_left(self, card):
        """"Can attack every monster your opponent controls once each" (tag attack_all):
        monsters it has not attacked yet this turn remain (Asura Priest), unless it attacked
        directly this turn: then it attacks no monster that arrives later (Format Library's Goat
        rulings for Asura Priest)."""
        if not self.attacks_every_monster(card):
            return False
        if None in self._attacked_uids(card):
            return False
        return bool(self._unattacked(card))

    def _extra_attacks_left(self, card):
        """May `card`, which declared an attack this turn, declare another: fewer declarations
        than one more than the extra attacks its continuous effects give it (C.EXTRA_ATTACKS,
        value(ctx, card): Mataza the Zapper's 1)? The effects do not add up: each sets how many
        attacks the monster may declare, so the largest counts (two Twin Swords of Flashing
        Light - Tryce, or the Swords on Hayabusa Knight: still two attacks). Asked only in a duel
        holding the tag."""
        more = 0
        for source, effect in self._applying("extra_attacks"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None and source is card or effect.affects is not None and effect.affects(ctx, card):
                value = effect.value(ctx, card)
                if value > more:
                    more = value
        return more > 0 and card.history[_H_ATTACKS] <= more

    def attacks_every_monster(self, card):
        """Does a rule let this monster attack each opponent's monster once (Asura Priest)?"""
        return self._any_scripts and "attack_all" in self._cont_tags_present and self._has_tag(card, "attack_all")

    def _attacked_uids(self, card):
        """The targets `card` attacked this turn (uids; None: a direct attack), as its history
        records them at each declaration and each replay's new target (`_attack_proc`); a
        monster that left the field is a new object with none."""
        h = card.history
        return h[_H_ATTACKED] if h[_H_ATTACK_TURN] == self.turn else ()

    def _unattacked(self, card):
        done = self._attacked_uids(card)
        return [m for m in self.monsters(1 - card.controller) if m.uid not in done]

    def _battle_menu(self):
        """Battle Step (a quiet point): declare an attack or end the Battle Phase."""
        tp = self.turn_player
        # the monsters that may be attacked, asked once the first monster that may attack is
        # found (`_targets` only reads the duel; a third of the Battle Step menus have no
        # monster that may attack: end the Battle Phase, or a quick effect)
        targets = None
        asked = False
        options = []
        turn = self.turn
        # the player's monsters as `monsters(tp)` lists them (Main Monster Zones left to right,
        # then the Extra Monster Zones), read off the zones here: a call with a frame on PyPy.
        # A player's Main Monster Zones hold only monsters that player controls (a change of
        # control moves the monster, actions.py `take_control`), so only an Extra Monster
        # Zone's monster has its controller asked, here, where it joins the list
        zones = self.players[tp].mzone
        emz = self.emz
        if emz and (emz[0] is not None or emz[1] is not None):
            zones = list(zones)
            for card in emz:        # (a plain loop: a comprehension would make tp a cell)
                if card is not None and card.controller == tp:
                    zones.append(card)
        present = self._cont_tags_present
        scripted = self._any_scripts
        # the continuous "cannot attack" effects (Swords of Revealing Light, Gravity Bind),
        # looked up once a menu at the first monster that may attack: `can_attack` (actions.py)
        # written out below, its `_barred_from_attacking` asked with one Ctx per effect for
        # every monster of the menu (`affects` only reads it, as `_targets` asks "cannot be
        # attacked"), not a Ctx per effect per monster
        bars = None
        for card in zones:
            if card is None:
                continue
            # a monster in face-up Attack Position that has not attacked this turn (or may
            # attack each monster once, Asura Priest), and that no rule keeps from attacking
            # (a monster that attacked this turn attacks again only under a rule with the tag
            # attack_all: `_attacks_left`'s first test, `attacks_every_monster`'s, written out)
            if card.position != _FACEUP_ATTACK:
                continue
            # (it attacked this turn: `fixed_turn` first, a plain slot no H_ATTACK_TURN is later
            # than; the answer handed to `_add_target_options`, which reads no history again)
            again = card.fixed_turn >= turn and card.history[_H_ATTACK_TURN] == turn and card.history[_H_ATTACKS] >= 1
            if again and not ("attack_all" in present and self._attacks_left(card)):
                if "extra_attacks" in present and self._extra_attacks_left(card):
                    again = False       # a further attack of its own (Mataza the Zapper): any target
                else:
                    continue
            if scripted:
                # (= not self.can_attack(card): a continuous effect, then a lasting rule)
                if "cannot_attack" in present or "cannot_declare_attack" in present:
                    if bars is None:
                        bars = self._attack_bars()
                    if bars and self._barred_by(bars, card):
                        continue
                    # an attack its controller must pay LP to declare and cannot (tag
                    # attack_lp_cost, read here only: a card with such a cost has a
                    # cannot_attack effect too, the Toons of seed 004 §特殊效果怪兽, "it cannot
                    # attack the turn it is Special Summoned"; the cost itself: `_attack_proc`)
                    if "attack_lp_cost" in present and self._attack_lp_cost(card) > self.players[tp].lp:
                        continue
                if self.lingering and self._attack_ruled_out(card):
                    continue
            if not asked:
                targets = self._targets(tp)
                asked = True
            self._add_target_options(options, "attack", card, targets, again)
        if scripted:
            if "attack_target_only" in present and self.lingering and options:
                # a lasting "may attack only that monster" on tp (Staunch Defender, round 57b)
                self._attack_only_options(tp, options)
            # the Battle Step is the turn player's open game state: Quick-Play Spells, Traps
            # and quick effects may be activated here (seed 004 §战斗阶段). A player whose offer
            # cache is current and holds nothing for this moment is not asked
            # `_response_options`, which would answer nothing at once (its column and cache
            # test written out, as `_window` has them, for the Battle Step with no chain and no
            # summon going on: a call with a frame on PyPy; every other case asks it)
            cache = self._offer_cache[tp]
            if cache is None or cache[0] != self._sides[tp] or self.chain or self.summoning or \
                    self.step != STEP_BATTLE or cache[1][0 if self._window_events else _UNOPENED]:
                for option in self._response_options(tp):
                    option.id = len(options)
                    options.append(option)
            if "must_attack" in present and self._must_attack_now(options):
                return self._ask(tp, "battle", BATTLE_PROMPT, options)    # no end of the Battle Phase
        o = _new(Option)        # (= Option(len(options), "end_battle"))
        o.id = len(options)
        o.kind = "end_battle"
        o.card = o.name = None
        options.append(o)
        request = _new(Request)         # (= self._ask(tp, "battle", BATTLE_PROMPT, options), as turn.py's menu builds it)
        request.player = tp
        request.kind = "battle"
        request.prompt = BATTLE_PROMPT
        request.options = options
        return request

    def _must_attack_now(self, options):
        """Is one of the attack options of this Battle Step menu `options` a monster's that
        must attack if able (C.MUST_ATTACK: Berserk Gorilla; or a lasting L.MUST_ATTACK on that
        monster object: Amazoness Archers, this turn, `_must_attack_lasting`)? Then the menu
        offers no end of the Battle Phase: the player attacks with it (any target it may) or
        uses a quick effect first. Asked only in a duel whose cards have the tag (or declare
        it in LASTING_TAGS)."""
        if self.lingering and self._must_attack_lasting(options):
            return True
        if not self._applying("must_attack"):
            return False
        for option in options:
            if option.kind == "attack":
                card = self.card_by_uid(option.card)
                if card is not None and self._has_tag(card, "must_attack"):
                    return True
        return False

    def _must_attack_lasting(self, options):
        """Is one of the attack options a monster object a lasting L.MUST_ATTACK names (its
        uid: Amazoness Archers' "they must attack this turn", round 56x)? Or is there an attack
        option at all while a lasting L.ATTACK_TARGET_ONLY binds the turn player (Staunch
        Defender, round 57b: each of their monsters that can attack the monster it names must;
        the menu offered only attacks on that monster)?"""
        forced = None
        tp = self.turn_player
        for entry in self.lingering:
            tag = entry.tag
            if tag == "must_attack" and entry.uid is not None:
                if forced is None:
                    forced = set()
                forced.add(entry.uid)
            elif tag == "attack_target_only" and entry.player == tp:
                for option in options:
                    if option.kind == "attack":
                        return True
        if forced is None:
            return False
        for option in options:
            if option.kind == "attack" and option.card in forced:
                return True
        return False

    def _attack_only_monster(self, player):
        """The uid of the monster object every lasting L.ATTACK_TARGET_ONLY on `player` names
        (Staunch Defender: "this turn your opponent may attack only the monster you picked"),
        None where no such rule binds `player`, or -1 (no uid) where two name two monsters,
        which no attack can meet. Asked only in a duel whose cards declare the tag, with something
        lingering (round 57b)."""
        named = None
        for entry in self.lingering:
            if entry.tag == "attack_target_only" and entry.player == player:
                if named is None:
                    named = entry.uid
                elif entry.uid != named:
                    return -1
        return named

    def _attack_only_options(self, player, options):
        """Keep of the attack (or replay) options `options` those a lasting
        L.ATTACK_TARGET_ONLY on `player` allows: an attack on the monster object it names only
        (none once it has left the field; never a direct attack, a direct attacker's such as
        Reaper on the Nightmare's included), the ids made again. The must-attack half: `_must_attack_lasting`."""
        named = self._attack_only_monster(player)
        if named is None:
            return
        kept = []
        for o in options:
            if (o.kind != "attack" and o.kind != "retarget") or o.target == named:
                kept.append(o)
        if len(kept) != len(options):
            options[:] = kept
            for i, o in enumerate(options):
                o.id = i

    def _attack_bars(self):
        """The continuous "cannot attack" and "cannot declare an attack" effects a Battle Step
        menu asks about, for `_barred_by`: [reach, applying], reach the (affects, Ctx) of each
        such effect of a face-up field card (`_reaches`' effects, whether or not they apply
        now), applying None until a monster is reached (then `_applying`'s, as (affects,
        Ctx)); or () with none on the field (`_barred_from_attacking`'s first tests)."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        reach = []
        for tag in _ATTACK_BAR_TAGS:
            cards = roles[5].get(tag)
            if cards is None:
                continue    # (no field card has it: _applying would find none)
            for card in cards:
                if card.position not in _FACE_UP:
                    continue
                for effect in card.script.cont_by_tag[tag]:
                    reach.append((effect.affects, new_ctx(self, card, effect, card.controller)))
        return [reach, None] if reach else ()

    def _barred_by(self, bars, card):
        """`_barred_from_attacking(card)` with the menu's `_attack_bars`: no effect reaches the
        card, no; else whether one of those that apply now reaches it."""
        for affects, ctx in bars[0]:
            if affects is None or affects(ctx, card):
                break
        else:
            return False    # (no such effect reaches the card: none that applies can)
        applying = bars[1]
        if applying is None:
            applying = bars[1] = []
            for tag in _ATTACK_BAR_TAGS:
                for source, effect in self._applying(tag):
                    applying.append((effect.affects, new_ctx(self, source, effect, source.controller)))
        for affects, ctx in applying:
            if affects(ctx, card):
                if "unaffected_by" in self._cont_tags_present and \
                        U.unaffected(self, card, card_type_now(ctx.card), ctx.card.controller):
                    continue    # (round 54e: Horus LV6 attacks under Swords of Revealing Light)
                return True
        return False

    def _targets(self, player):
        """(uid, name as `player` sees it) of each monster `player` may attack; empty
        when only a direct attack is possible; None for no attack at all.

        "Cannot be attacked" (tag cannot_be_attacked) comes in two kinds (yugioh-wiki.net
        《攻撃対象》): "cannot be chosen as an attack target" (攻撃対象に選択できない / 攻撃できない:
        Command Knight, Marauding Captain) -- monsters there that none may attack leave no
        attack at all; and, an effect whose value is C.NOT_ATTACK_TARGET, "is not made an
        attack target" (攻撃対象にされない: Guardian Kay'est, The Legendary Fisherman under Umi)
        -- for the choice of the target such a monster is as if it were not there, so where
        every monster is of that kind the attack is direct. A monster reached by both kinds
        stands as the first (it is there and cannot be chosen)."""
        monsters = self.monsters(1 - player)
        # (`_applying`'s own first test, the tag in the duel, written out: a call with a frame)
        if self._any_scripts and monsters and "cannot_be_attacked" in self._cont_tags_present:
            protected = self._applying("cannot_be_attacked")
            if protected:
                # one Ctx per protecting effect, asked of every monster (`affects` only reads it)
                checks = []     # (a plain loop: a comprehension here made `self` a cell of the function)
                absent = None   # (those of the C.NOT_ATTACK_TARGET kind, made only where one applies)
                for src, e in protected:
                    if e.value == "not_attack_target":
                        if absent is None:
                            absent = []
                        absent.append((e.affects, new_ctx(self, src, e, src.controller)))
                    else:
                        checks.append((e.affects, new_ctx(self, src, e, src.controller)))
                kept = []
                for t in monsters:
                    for affects, ctx in checks:
                        if affects(ctx, t):
                            break
                    else:
                        kept.append(t)
                if absent is not None:
                    seen = []
                    for t in kept:
                        for affects, ctx in absent:
                            if affects(ctx, t):
                                break
                        else:
                            seen.append(t)
                    if not seen:
                        # every monster there is "not made an attack target": a direct attack;
                        # one that cannot be chosen (the first kind) is there: no attack at all
                        return [] if len(kept) == len(monsters) else None
                    kept = seen
                if not kept:
                    return None     # monsters there, none attackable: no attack at all
                monsters = kept
        out = []
        for t in monsters:
            p = t.position
            if p == _FACEUP_ATTACK or p == _FACEUP_DEFENSE:
                out.append((t.uid, t.data.name))        # (`_name_for` of a face-up monster)
            else:
                out.append((t.uid, self._name_for(t, player)))
        return out

    def _add_target_options(self, options, kind, attacker, targets, again=False):
        """The attack (or replay) options of `attacker` against `targets`; again: it declared
        an attack this turn already (the Battle Step menu's answer)."""
        uid, name = attacker.uid, attacker.data.name
        if targets is None:
            return
        if again:
            # a further attack of an "attack every monster once" monster: only monsters it
            # has not attacked this turn, never directly (none where the monsters left are
            # "not made an attack target", C.NOT_ATTACK_TARGET)
            done = self._attacked_uids(attacker)
            for target_uid, target_name in targets:
                if target_uid not in done:
                    options.append(Option(len(options), kind, uid, name, target_uid, target_name))
            return
        if targets:
            if self._any_scripts and "direct_attack" in self._cont_tags_present:
                # a card of the duel says who its monster may attack (the test made once, before
                # the targets: a duel without it walks them below as it always did)
                self._add_ruled_target_options(options, kind, attacker, targets)
                return
            for target_uid, target_name in targets:
                o = _new(Option)    # (= Option(len(options), kind, uid, name, target_uid, target_name))
                o.id = len(options)
                o.kind = kind
                o.card = uid
                o.name = name
                o.target = target_uid
                o.target_name = target_name
                options.append(o)
        else:
            # no direct attack: a continuous effect (tag no_direct_attack), or a mark an effect
            # left on the monster: True while it stays (Magical Scientist's Fusion), a turn
            # number for that turn (Volcasaurus)
            if self._any_scripts and (
                    ("no_direct_attack" in self._cont_tags_present and self._has_tag(attacker, "no_direct_attack"))
                    or (attacker.marks and attacker.marks.get(M.NO_DIRECT_ATTACK) in (True, self.turn))):
                return
            o = _new(Option)        # (= Option(len(options), kind, uid, name, "player"))
            o.id = len(options)
            o.kind = kind
            o.card = uid
            o.name = name
            o.target = "player"
            options.append(o)

    def _add_ruled_target_options(self, options, kind, attacker, targets):
        """`_add_target_options` with monsters there, in a duel where a card has a
        `direct_attack` effect: "can attack directly" (Reaper on the Nightmare) even with
        monsters there; and the attacker's own limits on its targets, tag `attack_targets`
        (read here only: a card with such a limit has a `direct_attack` effect too, the Toons
        of seed 004 §特殊效果怪兽, whose limit and direct attack are two halves of one rule: "it
        can attack directly unless the opponent controls a Toon monster; if they do, it must
        target a Toon monster"), `value(ctx, target)` true where `attacker` may attack it."""
        uid, name = attacker.uid, attacker.data.name
        limits = None
        if "attack_targets" in self._cont_tags_present:
            for source, effect in self._applying("attack_targets"):
                ctx = new_ctx(self, source, effect, source.controller)
                if effect.affects is None or effect.affects(ctx, attacker):
                    if limits is None:
                        limits = []
                    limits.append((effect.value, ctx))
        for target_uid, target_name in targets:
            if limits is not None:
                target = self.card_by_uid(target_uid)
                allowed = True
                for value, ctx in limits:
                    if not value(ctx, target):
                        allowed = False
                        break
                if not allowed:
                    continue
            options.append(Option(len(options), kind, uid, name, target_uid, target_name))
        # "can attack directly" (= `_has_tag(attacker, "direct_attack")`, written out: the frame
        # it saves pays for the lasting effect's gate below), or a lasting L.DIRECT_ATTACK on it
        for source, effect in self._applying("direct_attack"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), attacker):
                options.append(Option(len(options), kind, uid, name, "player"))
                return
        if "direct_attack_now" in self._cont_tags_present and self._may_attack_directly_now(attacker):
            options.append(Option(len(options), kind, uid, name, "player"))

    def _may_attack_directly_now(self, attacker):
        """Does a lasting L.DIRECT_ATTACK on this monster object let it attack directly (Secret
        Pass to the Treasures: this turn)? Asked only where a card of the duel declares the tag
        in LASTING_TAGS (`_add_ruled_target_options`; the card declares C.DIRECT_ATTACK too,
        which opens that path)."""
        uid = attacker.uid
        for entry in self.lingering:
            if entry.tag == "direct_attack_now" and entry.uid == uid:
                return True
        return False

    def _attack_lp_cost(self, attacker):
        """The LP its controller pays to declare an attack with `attacker` (tag
        `attack_lp_cost`, value(ctx, card) -> LP: the Toons' 500), 0 for none; several add up."""
        cost = 0
        for source, effect in self._applying("attack_lp_cost"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, attacker):
                cost += effect.value(ctx, attacker)
        return cost

    def _attack_tribute_cost(self, attacker):
        """How many other monsters its controller must Tribute to declare an attack with
        `attacker` (tag `attack_tribute_cost`, value(ctx, card) -> a count, affects(ctx, card)
        optional: Insect Queen's 1), 0 for none; several add up. Round 59i."""
        need = 0
        for source, effect in self._applying("attack_tribute_cost"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, attacker):
                need += effect.value(ctx, attacker)
        return need

    def _attack_tribute_candidates(self, attacker, player):
        """The monsters `player` controls, any way up, other than `attacker`, that may be
        Tributed (not a face-up Summoner Monk, nor one Mind Control took: `cannot_be_tributed`),
        in `monsters` order."""
        out = []
        for card in self.monsters(player):
            if card is not attacker and not self.cannot_be_tributed(card):
                out.append(card)
        return out

    def _attack_tributes_payable(self, attacker, player):
        """May `player` Tribute the monsters an attack declaration of `attacker` needs now?"""
        need = self._attack_tribute_cost(attacker)
        return not need or len(self._attack_tribute_candidates(attacker, player)) >= need

    def _attack_tributes(self, attacker, player, need):
        """Generator: `player` Tributes `need` of `_attack_tribute_candidates` for the attack
        declaration of `attacker` (chosen one by one; none asked where the choice is forced),
        sent to the GY with reason "tribute" (cause "attack": no Tribute Summon). Round 59i."""
        chosen = []
        while len(chosen) < need:
            candidates = [c for c in self._attack_tribute_candidates(attacker, player) if c not in chosen]
            if not candidates:
                break
            if len(candidates) <= need - len(chosen):
                chosen.extend(candidates)
                break
            options = [Option(i, "tribute", c.uid, self._name_for(c, player)) for i, c in enumerate(candidates)]
            choice = yield self._ask(player, "tribute", "%s: choose a monster to Tribute to declare its attack (%d of %d)"
                                     % (attacker.data.name, len(chosen) + 1, need), options)
            chosen.append(self.card_by_uid(choice.card))
        for card in chosen:
            self._move(card, _GRAVE, card.owner, "tribute", cause="attack")

    def _battle_action(self, option):
        if option.kind == "attack":
            target = None if option.target == "player" else self._option_card(option.target)
            return self._attack_proc(self._option_card(option.card), target)
        if option.kind == "end_battle":
            return self._end_battle_proc()
        if option.kind == "activate":
            return self._battle_activate_proc(self._option_card(option.card), option.effect)
        raise AssertionError("unhandled battle option %r" % (option.kind,))

    def _battle_activate_proc(self, card, index):
        self.stage = _STAGE_TURN
        yield from self._activate(self.turn_player, card, card.script.effects[index])
        self._window_events = []
        yield from self._window("battle_activated")
        self.stage = _STAGE_BATTLE

    def _end_battle_proc(self):
        """(a plain function that returns () where nothing was asked: `Duel._then`)"""
        if self._any_scripts:
            # the opponent may respond before the Battle Step ends; if they do, the turn
            # player gets the Battle Step back
            before = self._activations
            self.stage = _STAGE_TURN
            window = self._window("battle_step_end", first=1 - self.turn_player, passed=1)
            if window:
                return self._then(window, self._battle_step_left, before)
            return self._battle_step_left(before)
        return self._battle_end_step()

    def _battle_step_left(self, before):
        if self._activations != before:
            self.stage = _STAGE_BATTLE
            return ()
        return self._battle_end_step()

    def _battle_end_step(self):
        tp = self.turn_player
        self.step = STEP_END
        self.stage = _STAGE_TURN
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "step", "step": STEP_END, "player": tp, "i": len(log)})
        # "at the end of the Battle Phase" triggers (the Gladiator Beasts' tag-out)
        if self._any_scripts:
            # (`_happen` written out: one dict literal, the keys in its order)
            self._happened.append({"player": tp, "type": "battle_end"})
        window = self._window("battle_end_step")
        if window:
            return self._then(window, self._enter_main, PHASE_MAIN2)
        self._enter_main(PHASE_MAIN2)
        return ()

    # ------------------------------------------------------------------ attack
    def _attack_proc(self, attacker, target):
        tp = self.turn_player
        opp = 1 - tp
        self.stage = _STAGE_TURN
        turn = self.turn
        target_uid = None if target is None else target.uid
        h = attacker.history        # (H_ATTACK_TURN this turn, H_ATTACKS one more this turn, H_ATTACKED its target added)
        if h[_H_ATTACK_TURN] == turn:
            attacker.history = (h[0], h[1], h[2], h[3], turn, h[_H_ATTACKS] + 1, h[6], h[_H_ATTACKED] + (target_uid,))
        else:
            attacker.history = (h[0], h[1], h[2], h[3], turn, 1, h[6], (target_uid,))
        attacker.fixed_turn = turn
        attacker_uid = attacker.uid
        self.attack = (attacker_uid, "player" if target is None else target_uid)
        # the opponent's monsters at the declaration, by object: a replay comes from any change
        # of them (one left, even if another came; a new one; one whose control changed),
        # not only from a change of their number (seed 004 §战斗阶段中的卷回). (Their uids are
        # kept only in a duel with scripts: without any, nothing can happen before the attack
        # goes on, and their number is the whole test)
        mons = self.monsters(opp)
        count = len(mons)
        seen = [c.uid for c in mons] if self._any_scripts else None
        self.last_attacker = attacker_uid
        # (`_emit` written out: the event's index "i" its last key, as `_emit` adds it; a call
        # with a frame on PyPy)
        log = self.log
        if target is not None and target.position in _FACE_UP:     # (= target.face_up, without the property's call)
            log.append({"type": "attack", "player": tp, "attacker": attacker_uid, "name": attacker.data.name,
                        "target": target_uid, "target_name": target.data.name, "i": len(log)})
        else:
            log.append({"type": "attack", "player": tp, "attacker": attacker_uid, "name": attacker.data.name,
                        "target": "player" if target is None else target_uid, "i": len(log)})
        if self._any_scripts:
            if "attack_lp_cost" in self._cont_tags_present:
                # "you must pay LP to declare an attack with it" (the Toons): paid as it is
                # declared (the Battle Step menu offers the attack only where it can be)
                cost = self._attack_lp_cost(attacker)
                if cost:
                    self.pay_lp(tp, cost)
                if "attack_tribute_cost" in self._cont_tags_present:
                    # "you must Tribute 1 other monster to declare an attack with it" (Insect
                    # Queen, whose script opens this gate, LASTING_TAGS C.ATTACK_LP_COST):
                    # Tributed as it is declared (the menu offers the attack only where they
                    # can be; round 59i)
                    need = self._attack_tribute_cost(attacker)
                    if need:
                        yield from self._attack_tributes(attacker, tp, need)
            # (`_happen` written out: one dict literal, the keys in its order)
            self._happened.append({"target": target_uid, "player": tp, "type": "attack", "cid": attacker.cid,
                                   "uid": attacker_uid})
        self._attack_negated = False
        yield from self._window("attack_declared")
        # seed 004 §战斗阶段中的卷回: if the number of monsters the opponent controls
        # changed before the damage step, the attacker picks a new target or stops.
        while True:
            # (`_attack_negated`: True, or `_BATTLE_ENDED` where an effect ended the Battle Phase)
            stopped = ("negated" if self._attack_negated is True else self._attack_negated) \
                if self._attack_negated else self._attacker_stopped(attacker, attacker_uid, tp)
            if stopped is None:
                mons = self.monsters(opp)
                now = len(mons)
                if now == count and (target is None or target.uid == target_uid):
                    if seen is None:
                        break
                    for c in mons:
                        if c.uid not in seen:
                            break
                    else:
                        break
                options = []
                # a further attack of a monster that attacks every monster (Asura Priest) keeps
                # its limits on the replay: only monsters it has not attacked this turn, and
                # never directly (`_battle_menu`'s `again`; this declaration already counted)
                h = attacker.history
                again = h[_H_ATTACK_TURN] == turn and h[_H_ATTACKS] >= 2 and self.attacks_every_monster(attacker)
                targets = self._targets(tp)
                if targets or not again:
                    self._add_target_options(options, "retarget", attacker, targets, again)
                if "attack_target_only" in self._cont_tags_present and self.lingering and options:
                    # a lasting "may attack only that monster" (Staunch Defender): the replay too
                    self._attack_only_options(tp, options)
                options.append(Option(len(options), "stop_attack", attacker.uid, attacker.data.name))
                self._emit({"type": "replay", "player": tp, "attacker": attacker.uid, "monsters": now})
                choice = yield self._ask(tp, "replay", "Replay: the opponent's monsters changed. "
                                         "Choose a new target or stop the attack", options)
                if choice.kind == "retarget":
                    target = None if choice.target == "player" else self.card_by_uid(choice.target)
                    target_uid = None if target is None else target.uid
                    count = now
                    seen = [c.uid for c in mons]
                    # the monster attacked on the replay (None: directly) counts as attacked by it
                    # this turn, as a declared target does ("attack every monster once": Asura
                    # Priest; the declaration count H_ATTACKS stays)
                    h = attacker.history
                    attacker.history = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[_H_ATTACKED] + (target_uid,))
                    self.attack = (attacker_uid, choice.target)
                    self._emit({"type": "retarget", "player": tp, "attacker": attacker.uid,
                                "target": choice.target})
                    if target is not None:
                        # the monster chosen is targeted for an attack, with no new declaration
                        self._happened.append({"target": target_uid, "player": tp, "type": "attack_targeted",
                                               "cid": attacker.cid, "uid": attacker_uid})
                    yield from self._window("attack_retargeted")
                    continue
                stopped = "stopped"
            if stopped is _MADE_DIRECT:
                # the attack on a monster was made a direct attack (Astral Barrier,
                # `make_attack_direct`): no new declaration, the same attack goes on, now at
                # the player (read here, on the path of a stopped attack: nothing on the others)
                self._attack_negated = False
                target = None
                target_uid = None
                continue
            # the monster still counts as having attacked (seed 004 §战斗阶段中的卷回)
            self._emit({"type": "attack_ended", "reason": stopped})
            if stopped == _BATTLE_ENDED:
                # an effect ended the Battle Phase (Battle Fader): its End Step comes next, no
                # Battle Step; the attack is over (as `_enter_battle_step` says for the others:
                # what reads the attack, Ancient Gear Golem's lock, ends with it)
                self.attack = None
                yield from self._battle_end_step()
                return
            self._enter_battle_step()
            return
        yield from self._damage_step(attacker, target)
        self._enter_battle_step()

    def _attacker_stopped(self, attacker, attacker_uid, player):
        """Why the attacker can no longer battle, or None. A card that moved is a new
        object (new uid); a face-down monster cannot battle as the attacker. Before damage
        calculation an attacker that can no longer attack stops its attack: changed to
        Defense Position, or, in the Battle Step, a continuous "cannot attack" effect now
        applies to it (Gravity Bind chained to the attack declaration; a rule against declaring
        attacks, such as Threatening Roar's, lets a declared attack go on; seed 004 §战斗阶段中的卷回:
        the attack ends, the monster still counts as having attacked). Once the Damage Step has
        begun, the battle is under way: a "cannot attack" applied then lets it go on (Shadow
        Spell activated before damage calculation: yugipedia "Card Rulings:Shadow Spell", OCG
        ruling, "the attack occurring during that Damage Step continues"; round 59x)."""
        # (a change of control keeps the object: its uid stays, its controller changes)
        if attacker.uid != attacker_uid or attacker.controller != player:
            return "attacker_left"
        if attacker.position == _FACEDOWN_DEFENSE:
            return "attacker_face_down"
        sub = self.damage_sub
        if sub is None or sub == "start" or sub == "before_calc":     # (`in` a tuple of strings: a call on PyPy)
            if attacker.position != _FACEUP_ATTACK:
                return "attacker_defense"
            if sub is None and self._any_scripts and self._barred_from_attacking(attacker):
                return "cannot_attack"
        return None

    def attacking_monster(self):
        """The monster attacking right now, or None: an attack was declared and is still
        going on (not negated, not stopped, the attacker the same object, face-up and, before
        damage calculation, still able to attack). "Destroy the attacking monster" effects
        (Sakuretsu Armor) do nothing once it is None."""
        attack = self.attack
        if attack is None or self._attack_negated and self._attack_negated is not _MADE_DIRECT:
            return None
        attacker = self.card_by_uid(attack[0])
        if attacker is None or attacker.location != S.MZONE:
            return None
        if self._attacker_stopped(attacker, attack[0], self.turn_player):
            return None
        return attacker

    def _damage_step(self, attacker, target):
        tp = self.turn_player
        opp = 1 - tp
        attacker_uid = attacker.uid
        target_uid = None if target is None else target.uid
        self.step = STEP_DAMAGE
        self.damage_sub = "start"
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "step", "step": "damage_start", "player": tp, "i": len(log)})
        if self._any_scripts:
            # "at the start of the Damage Step" (`_happen` written out: one dict literal, the keys in its order)
            self._happened.append({"target": target_uid, "type": "battle_start", "cid": attacker.cid,
                                   "uid": attacker_uid})
        yield from self._window("damage_step_start")
        # both battlers still on the field as the same objects, the attacker able to battle, the
        # target still the opponent's (a target whose control changed is no longer one: seed 004
        # §战斗阶段的流程) (tested in place here and below, no call of its own; the turn player
        # is `tp` all through the Damage Step)
        if self._attacker_stopped(attacker, attacker_uid, tp) is None and (
                target is None or target.uid == target_uid and target.controller == opp):
            self.damage_sub = "before_calc"
            log = self.log
            log.append({"type": "step", "step": "before_damage_calculation", "player": tp, "i": len(log)})
            # seed 000 §怪獸的表示形式: a face-down defender is flipped face-up "在傷害計算前",
            # i.e. at before damage calculation, not at the start of the damage step
            if target is not None and target.position == _FACEDOWN_DEFENSE:
                self._flip_by_attack(target)
            if self._any_scripts and _BEFORE_CALC in self._hears[0]:
                # "before damage calculation" triggers (Reflect Bounder): recorded only where a
                # card of the duel listens to it, after the flip (`_happen` written out)
                self._happened.append({"target": target_uid, "type": _BEFORE_CALC, "cid": attacker.cid,
                                       "uid": attacker_uid})
            # its flip effect waits until after damage calculation (seed 000 §反轉效果)
            yield from self._window("before_damage_calculation", hold_flips=True)
        # (the duel's scripts asked first: without any, no damage calculation window and no
        # test of the battlers, which only read the duel, here; the one after it decides)
        if self._any_scripts and self._attacker_stopped(attacker, attacker_uid, tp) is None and (
                target is None or target.uid == target_uid and target.controller == opp):
            self.damage_sub = "calc"
            log = self.log
            log.append({"type": "step", "step": "damage_calculation", "player": tp, "i": len(log)})
            yield from self._window("damage_calculation", hold_flips=True)
        if self._attacker_stopped(attacker, attacker_uid, tp) is not None or not (
                target is None or target.uid == target_uid and target.controller == opp):
            # a battler left the field before damage calculation: no calculation happens
            self._emit({"type": "attack_ended", "reason": "battler_left"})
            self.damage_sub = "end"
            log = self.log
            log.append({"type": "step", "step": "damage_end", "player": tp, "i": len(log)})
            yield from self._window("damage_step_end")
            self._end_damage_step()
            return
        # damage calculation (seed 004 §伤害的判定)
        if self._any_scripts:
            # "if this card battled": both monsters went through damage calculation (an
            # attacker attacking directly too); a mark, so it ends when the object does
            self.mark(attacker, M.BATTLED_TURN, self.turn)
            if target is not None:
                self.mark(target, M.BATTLED_TURN, self.turn)
        atk = self.atk(attacker)
        destroyed = []
        if target is None:
            log = self.log
            log.append({"type": "battle", "attacker": attacker.uid, "atk": atk, "target": "player", "i": len(log)})
            self._battle_damage(opp, atk, attacker)
            if self.players[opp].lp <= 0 and self._any_scripts and self._match_winner(attacker):
                self._match_win = True     # Victory Dragon: the whole Match, not only the duel
        elif target.position == _FACEUP_ATTACK:
            other = self.atk(target)
            log = self.log
            log.append({"type": "battle", "attacker": attacker.uid, "atk": atk, "target": target.uid,
                        "target_position": _FACEUP_ATTACK, "value": other, "i": len(log)})
            if atk > other:
                destroyed.append(target)
                self._battle_damage(opp, atk - other, attacker)
            elif atk < other:
                destroyed.append(attacker)
                self._battle_damage(tp, other - atk, target)
            elif atk > 0:
                destroyed.append(attacker)
                destroyed.append(target)
            # 0 vs 0: nothing happens
        else:
            other = self.defense(target)
            log = self.log
            log.append({"type": "battle", "attacker": attacker.uid, "atk": atk, "target": target.uid,
                        "target_position": target.position, "value": other, "i": len(log)})
            if atk > other:
                destroyed.append(target)
                if self._any_scripts and self._pierces(attacker, tp):
                    self._battle_damage(opp, atk - other, attacker)     # piercing battle damage
            elif atk < other:
                self._battle_damage(tp, other - atk, target)
        if self._any_scripts:
            kept = []       # (a plain loop: a comprehension here made `self` a cell of the whole generator)
            for c in destroyed:
                if not self._indestructible(c, "battle"):
                    kept.append(c)
            destroyed = kept
            if destroyed and C.DESTROY_REPLACE in self._cont_tags_present:
                # "destroy <another card> instead" (engine/destruction.py): the card destroyed
                # instead is destroyed by the replacing card's effect now
                destroyed, instead = yield from self._replacements(destroyed, "battle")
                if instead:
                    self._destroy_now([], "battle", None, False, instead)
        # seed 000 §永續效果: a monster whose destruction by battle is decided stops applying
        # its continuous effects from damage calculation on
        doomed = []         # (a plain loop: a comprehension is a frame of its own on PyPy)
        for card in destroyed:
            doomed.append(card.uid)
        self._doomed = doomed
        scripted = self._any_scripts
        for card in destroyed:
            log = self.log
            log.append({"type": "destroyed", "uid": card.uid, "code": card.data.code,
                        "name": card.data.name, "reason": "battle", "i": len(log)})
            if scripted:
                # (`_happen` written out: one dict literal, the keys in its order)
                self._happened.append({"reason": "battle", "controller": card.controller, "face_up": True,
                                       "type": "destroyed", "cid": card.cid, "uid": card.uid})
        if target is not None and scripted:
            # (`_happen` written out: one dict literal each, the keys in its order)
            self._happened.append({"opponent": target.uid, "opponent_cid": target.cid, "attacking": True,
                                   "type": "battled", "cid": attacker.cid, "uid": attacker.uid})
            self._happened.append({"opponent": attacker.uid, "opponent_cid": attacker.cid, "attacking": False,
                                   "type": "battled", "cid": target.cid, "uid": target.uid})
        self._check_win()
        self.damage_sub = "after_calc"
        log = self.log
        log.append({"type": "step", "step": "after_damage_calculation", "player": tp, "i": len(log)})
        if scripted and self.lingering and "destroy_after_calculation" in self._cont_tags_present:
            # "destroy the attacking monster after damage calculation" (Cross Counter): no
            # chain link, before the window of that moment, so its triggers hear of it
            yield from self._destroy_after_calculation()
        yield from self._window("after_damage_calculation")
        # end of the damage step: monsters destroyed by battle go to the GY
        self.damage_sub = "end"
        log = self.log
        log.append({"type": "step", "step": "damage_end", "player": tp, "i": len(log)})
        for card in destroyed:
            uid = card.uid
            if uid == attacker_uid or uid == target_uid:     # still the same object on the field
                self._move(card, _GRAVE, card.owner, "battle", by=1 - card.controller)
        if target is not None and self._any_scripts:
            # "at the end of the Damage Step" effects (Ryu Kokki) look at this point
            # (`_happen` written out: one dict literal, the keys in its order)
            self._happened.append({"attacker": attacker.cid, "attacker_uid": attacker_uid, "target": target.cid,
                                   "target_uid": target_uid, "type": "damage_step_end"})
        yield from self._window("damage_step_end")
        self._end_damage_step()

    def negate_attack(self):
        """Negate the attack being declared (Magic Cylinder, Negate Attack): the attacker
        still counts as having attacked; no damage step happens."""
        if self.attack is None:
            return False
        if self._attack_negated != _BATTLE_ENDED:       # (an ended Battle Phase stays ended)
            self._attack_negated = True
        self._emit({"type": "attack_negated", "attacker": self.attack[0]})
        return True

    def make_attack_direct(self, by=None):
        """Make the attack being declared on a monster a direct attack on that monster's
        controller (Astral Barrier: "when an opponent's monster attacks a monster you control,
        you can make it a direct attack"): the attack target becomes the player, in the Battle
        Step, before the Damage Step, while the attack goes on (not negated, the attacker still
        able to attack). No new attack declaration is made: nothing that answers an attack
        declaration starts again, the attacker's declared attacks stay as they were, and the
        same attack goes on to the Damage Step as a direct attack (the replay rule still watches
        the opponent's monsters counted at the declaration). `by`: the card whose effect does
        it, named in the log (EV.ATTACK_MADE_DIRECT). Returns True if it did. Round 59i."""
        attack = self.attack
        if attack is None or attack[1] == "player" or self.damage_sub is not None or \
                self.step != STEP_BATTLE or self.attacking_monster() is None:
            return False
        self.attack = (attack[0], "player")
        self._attack_negated = _MADE_DIRECT     # (`_attack_proc` follows it once the window closes)
        event = {"type": "attack_made_direct", "player": self.turn_player, "attacker": attack[0],
                 "from": attack[1]}
        if by is not None:
            event["by"] = by.uid
            event["by_name"] = by.data.name
        self._emit(event)
        return True

    def end_battle_phase(self):
        """End the Battle Phase (Battle Fader: "then end the Battle Phase"): the attack being
        declared goes no further (no replay, no Damage Step; the attacker still counts as having
        attacked) and the Battle Phase's End Step comes next, once the chain has resolved,
        instead of the Battle Step, even where the attack was negated meanwhile (a Chain Link
        2). Only while an attack is being declared, in the Battle Step (the moments of the
        cards that do it); False otherwise."""
        if self.attack is None or self._attack_negated == _BATTLE_ENDED or self.phase != PHASE_BATTLE or \
                self.step != STEP_BATTLE:
            return False
        self._attack_negated = _BATTLE_ENDED     # (`_attack_proc` logs the attack's end, with this reason)
        return True

    def _match_winner(self, attacker):
        """Does the direct attack of `attacker` that brought the opponent to 0 LP win the Match
        (Victory Dragon)? Today's text: a rule of the card, no effect (`MATCH_WIN_TEXT`); the
        2005 text: its continuous effect, while it applies."""
        script = attacker.script
        if script is not None and getattr(script.module, "MATCH_WIN_TEXT", False) and \
                attacker.position in _FACE_UP:
            return True
        return any(source is attacker for source, _ in self._applying("match_win_direct_attack"))

    def _end_damage_step(self):
        self.damage_sub = None
        self._doomed = []
        if self.lingering:
            self._expire_lingering("damage_step")

    def _destroy_after_calculation(self):
        """The monsters a lasting L.DESTROY_AFTER_CALCULATION names (Cross Counter's attacker)
        are destroyed after damage calculation by the effect that named them (its card's, its
        player's), all at once: no chain link (yugioh-wiki 《クロスカウンター》). Not one that
        left the field meanwhile (a new object), nor one this battle destroys already."""
        due = []
        by = None
        source = None
        doomed = self._doomed
        for entry in self.lingering:
            if entry.tag == "destroy_after_calculation":
                card = self.card_by_uid(entry.uid)
                if card is not None and card.location == S.MZONE and card not in due and \
                        not (doomed and card.uid in doomed):
                    due.append(card)
                    by = entry.info.get("by")
                    source = self.cards[entry.info["cid"]]
        if due:
            yield from self.destroying(due, "effect", by, source)

    def _no_battle_damage_from_battler(self, player):
        """"Battle damage to this card's controller from battles involving it is 0" (Dark
        Flare Knight): continuous tag controller_no_battle_damage on a battler."""
        if not (self._any_scripts and "controller_no_battle_damage" in self._cont_tags_present):
            return False
        return self._battler_with_tag(player, "controller_no_battle_damage") is not None

    def _no_battle_damage_rule(self, player):
        """Does a continuous effect with the tag no_battle_damage (C.NO_BATTLE_DAMAGE,
        affects(ctx, player); none: both players) keep battle damage off `player` now (Spirit
        Barrier, Tornado Wall)? Asked only while a card of the duel has the tag."""
        for source, effect in self._applying("no_battle_damage"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), player):
                return True
        return False

    def _battler_with_tag(self, player, tag):
        """A monster of `player`'s in the battle now to which a continuous effect with `tag`
        applies, or None."""
        if self.attack is None:
            return None
        for uid in self.attack:
            card = self.card_by_uid(uid) if uid != "player" else None
            if card is not None and card.controller == player and self._has_tag(card, tag):
                return card
        return None

    def _battle_damage(self, player, amount, source=None):
        """Battle damage, unless a rule says that player takes none (Waboku, Kuriboh).
        `source`: the monster whose battle inflicted it (for "inflicts battle damage" triggers)."""
        if amount <= 0:
            # 0 battle damage is no damage (a 0-ATK direct attack): nothing is inflicted, so no
            # "when ... takes / inflicts battle damage" trigger hears of it (seed 004 §伤害的判定)
            return
        if not self._any_scripts:
            # (a duel of cards without scripts: no rule, lasting or continuous, touches it)
            self._damage(player, amount, "battle")
            return
        # (the rules on it computed by `_battle_damage_taken`, which `battle_damage_to_come`
        # asks too: one computation, round 59x)
        player, amount, how = self._battle_damage_taken(player, amount, source)
        if how is not _TAKEN:
            if how is _AS_EFFECT:
                # Gravekeeper's Vassal: effect damage of its controller's instead (`_damage_as_effect`)
                self._damage_as_effect(player, amount, source)
            else:
                self._emit({"type": "no_damage", "player": player, "amount": amount})
            return
        present = self._cont_tags_present
        self._damage(player, amount, "battle")
        # (`_happen` written out: one dict literal, the keys in its order)
        self._happened.append({"player": player, "amount": amount, "reason": "battle",
                               "source": None if source is None else source.cid,
                               "source_uid": None if source is None else source.uid, "type": "damage"})
        if "mirror_battle_damage" in present:
            self._mirror_battle_damage(player, amount)

    def _battle_damage_taken(self, player, amount, source):
        """(player, amount, how): who takes the battle damage `amount` from `source`'s battle
        and how much, once every rule on it applied (a duel with scripts; `amount` > 0). how:
        `_TAKEN` (taken as battle damage: `amount` after halving and doubling), `_KEPT_OFF`
        (a rule keeps it off `player`: `amount` the damage kept off) or `_AS_EFFECT` (no battle
        damage: Gravekeeper's Vassal's effect damage instead). Asked by `_battle_damage`, which
        inflicts it, and by `battle_damage_to_come` (Nutrient Z), so both agree."""
        present = self._cont_tags_present
        if "redirect_battle_damage" in present and \
                self._battler_with_tag(player, "redirect_battle_damage") is not None:
            # "the battle damage you would take from this card's battles, the opponent takes
            # instead" (Amazoness Swords Woman, C.REDIRECT_BATTLE_DAMAGE): still battle damage,
            # now the opponent's, read from here on as theirs; turned over once
            player = 1 - player
        # (`_no_battle_damage_from_battler`'s own first test, the tag in the duel, written out: a
        # call with a frame at every battle damage, which pays for Gravekeeper's Vassal's read below)
        if (self.lingering and self.player_has(player, "no_battle_damage")) or \
                ("controller_no_battle_damage" in present and
                 self._no_battle_damage_from_battler(player)) or \
                ("no_battle_damage" in present and self._no_battle_damage_rule(player)):
            # (a lasting rule on the player, Waboku; a battler's own, Dark Flare Knight; a
            # continuous player rule, Spirit Barrier and Tornado Wall: C.NO_BATTLE_DAMAGE)
            if "battle_damage_as_effect" in present and self._inflicted_as_effect(player, source):
                return player, amount, _AS_EFFECT    # (no battle damage, so nothing keeps it off: Waboku)
            return player, amount, _KEPT_OFF
        if "battle_damage_as_effect" in present and self._inflicted_as_effect(player, source):
            return player, amount, _AS_EFFECT
        if "halve_inflicted_battle_damage" in present and source is not None and \
                source.controller != player and self._has_tag(source, "halve_inflicted_battle_damage"):
            # "battle damage this card inflicts to the opponent is halved" (Shadowknight
            # Archfiend): an odd amount rounds up (our reading)
            amount -= amount // 2
        if self.lingering and "double_battle_damage" in present and \
                self.player_has(player, "double_battle_damage"):
            # "double the battle damage the attacking player takes" (Cross Counter: a
            # lasting rule on that player until the end of the Damage Step; two double once)
            amount *= 2
        return player, amount, _TAKEN

    def _pierces(self, attacker, player):
        """Does `attacker`, of `player`'s, inflict piercing battle damage now: its own
        continuous C.PIERCING, or a lasting rule on its player (L.PIERCING_RULE, Meteorain: read
        only in a duel holding a card that declares it; round 59x)? A duel with scripts."""
        return self._has_tag(attacker, "piercing") or (
            self.lingering and "piercing_rule" in self._cont_tags_present and self.player_has(player, "piercing_rule"))

    def battle_damage_to_come(self, player):
        """The battle damage `player` is about to take from the damage calculation of the battle
        now (before damage calculation or during it, as its battlers stand now), 0 outside one:
        the calculation's own comparison (seed 004 §伤害的判定: an attack on an Attack Position
        monster, on a Defense Position one with piercing, a direct attack) and `_battle_damage_taken`
        for the rules on it (Kuriboh's and Waboku's zero, Cross Counter's doubling, Amazoness
        Swords Woman's redirection, Gravekeeper's Vassal's effect damage: no battle damage).
        Nutrient Z reads it (Ctx.battle_damage_to_come; round 59x)."""
        sub = self.damage_sub
        attack = self.attack
        if attack is None or not (sub == "before_calc" or sub == "calc") or not self._any_scripts:
            return 0
        attacker = self.card_by_uid(attack[0])
        if attacker is None or attacker.location != S.MZONE:
            return 0
        tp = self.turn_player
        atk = self.atk(attacker)
        if attack[1] == "player":
            hits = ((1 - tp, atk, attacker),)
        else:
            target = self.card_by_uid(attack[1])
            if target is None or target.location != S.MZONE:
                return 0
            if target.position == _FACEUP_ATTACK:
                other = self.atk(target)
                hits = ((1 - tp, atk - other, attacker),) if atk > other else ((tp, other - atk, target),)
            else:
                other = self.defense(target)
                if atk > other:
                    hits = ((1 - tp, atk - other, attacker),) if self._pierces(attacker, tp) else ()
                else:
                    hits = ((tp, other - atk, target),)
        total = 0
        for who, amount, source in hits:
            if amount > 0:
                who, amount, how = self._battle_damage_taken(who, amount, source)
                if how is _TAKEN and who == player:
                    total += amount
        return total

    def _inflicted_as_effect(self, player, source):
        """Is the battle damage `source` inflicts to `player` effect damage instead
        (`_damage_as_effect`'s test, with nothing inflicted)?"""
        return source is not None and source.controller != player and \
            self._has_tag(source, "battle_damage_as_effect")

    def _damage_as_effect(self, player, amount, source):
        """"The battle damage this card inflicts to the opponent is treated as effect damage"
        (Gravekeeper's Vassal, tag battle_damage_as_effect): if `source` has it and inflicts
        `amount` to its controller's opponent `player`, that is no battle damage at all but
        effect damage of its controller's (what keeps battle damage off does not stop it; what
        keeps effect damage off does: yugioh-wiki.net 《墓守の従者》): inflicted so, and True.
        Asked only in a duel holding the tag (`_battle_damage`)."""
        if source is None or source.controller == player or not self._has_tag(source, "battle_damage_as_effect"):
            return False
        # (round 59c) the effect is Vassal's own: its damage happening names Vassal as the source
        # card ("damage from a card's effect other than ...": Dark Room of Nightmare), not the
        # chain link resolving now (none in the Damage Step)
        self.effect_damage(player, amount, source.controller, source)
        return True

    def _mirror_battle_damage(self, player, amount):
        """The battle damage `player` takes from a battle of one of their monsters with the
        continuous tag mirror_battle_damage (Relinquished while it holds a monster) is taken by
        the opponent too: the same amount, as effect damage, at once."""
        card = self._battler_with_tag(player, "mirror_battle_damage")
        if card is not None:
            if "no_effect_damage" in self._cont_tags_present and self._effect_damage_stopped(1 - player, amount, player):
                return      # (effect damage: none to a player Des Wombat keeps it off)
            self._damage(1 - player, amount, "effect")
            # (asked only in a duel with scripts: `_battle_damage`'s test)
            self._happened.append({"player": 1 - player, "amount": amount, "reason": "effect",
                                   "source": card.cid, "source_uid": card.uid, "type": "damage"})
