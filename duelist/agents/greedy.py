"""A simple greedy agent: strongest summon, profitable attacks, sensible defaults.

It looks only at its own view (no hidden information): face-down enemy monsters are
treated as unknown, with a guessed defence.
"""

from duelist.agents.base import Agent

UNKNOWN_DEFENSE_GUESS = 1500


class GreedyAgent(Agent):
    """`timing=True` adds the timing hints of `TIMING` to its responses (the search agent's
    own playing policy); the plain `greedy` agent responds with the first card it can."""

    name = "greedy"
    WIPES = ("Dark Hole",)      # cards that also destroy its own monsters
    # timing hints for responses: cards kept for an attack, cards only worth it in its own
    # turn, and cards it does not spend as a response at all
    ATTACK_ONLY = ("Waboku", "Castle Walls", "Reinforcements", "Negate Attack")
    OWN_TURN_ONLY = ("Ultimate Offering",)
    NEVER_RESPOND = ("Two-Pronged Attack", "Reverse Trap")

    def __init__(self, timing=False):
        self.timing = timing
        self._discards = None    # [the duel, (turn, player, question), hand size, codes given]: _discard

    def choose(self, duel, request):
        handler = getattr(self, "_" + request.kind, None)
        if handler is not None:
            choice = handler(duel, request)
            if choice is not None:
                return choice
        return request.options[0]

    # ------------------------------------------------------------ helpers
    @staticmethod
    def _stats(view, uid):
        for side in view["players"]:
            for zone in side["monsters"]:
                if zone is not None and zone["uid"] == uid:
                    return zone
        for zone in view["extra_monster_zones"]:
            if zone is not None and zone["uid"] == uid:
                return zone
        for side in view["players"]:
            for card in side["hand"]:
                if card["uid"] == uid:
                    return card
        return None

    @staticmethod
    def _card_data(code):
        from duelist.cards.db import get_card
        return get_card(code)

    # ------------------------------------------------------------ decisions
    def _first_player(self, duel, request):
        return request.find(kind="go_first")[0]

    def _side(self, duel, request):
        """Keeps its deck between the duels of a match."""
        return request.find(kind="side_done")[0] if request.find(kind="side_done") else \
            request.find(kind="side_cancel")[0]

    def _idle(self, duel, request):
        view = duel.view(request.player)
        me = request.player
        opp_monsters = [m for m in view["players"][1 - me]["monsters"] if m]
        best_opp_atk = max([m.get("atk", 0) for m in opp_monsters if "atk" in m] or [0])
        summons = []
        for option in request.options:
            if option.kind in ("summon", "set"):
                card = self._stats(view, option.card)
                data = self._card_data(card["code"])
                atk = data.atk or 0
                defense = data.defense or 0
                level = data.level or 0
                value = max(atk, defense) + 400 * (level >= 5) + 800 * (level >= 7)
                wants_set = defense > atk or atk < best_opp_atk
                if (option.kind == "set") == wants_set:
                    summons.append((value, -option.id, option))
        if summons:
            summons.sort(key=lambda t: (t[0], t[1]))
            return summons[-1][2]
        extra = self._extra_summon(view, me, request)
        if extra is not None:
            return extra
        hand = set(c["uid"] for c in view["players"][me]["hand"])
        for option in request.options:
            if option.kind in ("special_summon", "pendulum_summon"):
                return option
        my_atk = sum(m.get("atk", 0) for m in view["players"][me]["monsters"] if m)
        their_atk = sum(m.get("atk", 1500) for m in opp_monsters)
        for option in request.options:
            # play Spells from the hand (a board wipe only when it helps); Set Traps for later
            if option.kind == "activate" and option.card in hand:
                card = self._stats(view, option.card)
                if card is not None and card.get("name") in self.WIPES and my_atk >= their_atk:
                    continue
                return option
        for option in request.options:
            if option.kind == "set_spell":
                card = self._stats(view, option.card)
                if card is not None and self._card_data(card["code"]).card_type == "Trap":
                    return option
        for option in request.options:
            if option.kind == "flip_summon":
                return option
        for option in request.options:
            if option.kind == "change_position":
                card = self._stats(view, option.card)
                if option.position == "attack" and card and card.get("atk", 0) > best_opp_atk:
                    return option
        battle = request.find(kind="battle")
        if battle:
            return battle[0]
        return request.find(kind="end_turn")[0]

    EXTRA_SUMMONS = ("synchro_summon", "xyz_summon", "link_summon")

    def _extra_summon(self, view, me, request):
        """The Synchro, Xyz or Link Summon that improves its board, or None: the strongest
        Extra Deck monster offered (ATK; the first offered on a tie), when it is stronger
        than every monster it controls now (so the materials it costs are worth less)."""
        extra = dict((c["uid"], c) for c in view["players"][me]["extra"] if isinstance(c, dict))
        mine = [m for m in view["players"][me]["monsters"] if m]
        mine += [m for m in view["extra_monster_zones"] if m and m.get("controller") == me]
        strongest = max([m.get("atk", 0) for m in mine] or [0])
        best = None
        for option in request.options:
            card = extra.get(option.card) if option.kind in self.EXTRA_SUMMONS else None
            if card is None:
                continue
            atk = self._card_data(card["code"]).atk or 0
            if atk > strongest and (best is None or atk > best[0]):
                best = (atk, option)
        return best[1] if best is not None else None

    def _battle(self, duel, request):
        view = duel.view(request.player)
        best = None
        for option in request.options:
            if option.kind != "attack":
                continue
            attacker = self._stats(view, option.card)
            atk = attacker.get("atk", 0) if attacker else 0
            if option.target == "player":
                score = atk + 10000
            else:
                target = self._stats(view, option.target)
                if target is None or "atk" not in target:
                    value = UNKNOWN_DEFENSE_GUESS
                    score = atk - value if atk > value else None
                elif target["position"] == "attack":
                    score = atk - target["atk"] + 2000 if atk > target["atk"] else None
                else:
                    score = 1000 + atk - target["def"] if atk > target["def"] else None
            if score is not None and (best is None or score > best[0]):
                best = (score, option)
        if best is not None:
            return best[1]
        ends = request.find(kind="end_battle")
        if ends:
            return ends[0]
        # no end offered: a monster that must attack if able (Berserk Gorilla) has not yet
        return request.find(kind="attack")[0]

    def _replay(self, duel, request):
        attacks = [o for o in request.options if o.kind == "retarget" and o.target == "player"]
        if attacks:
            return attacks[0]
        return request.find(kind="stop_attack")[0]

    def _discard(self, duel, request):
        """Discard the weakest card (by its better stat). Asked the same question again in
        the same turn with a hand that did not shrink, it does not discard a card of a name
        it already gave for that question while another card can go: 2005 Night Assailant,
        discarded for the hand limit, returns itself from the GY and the limit is asked
        again (seed 004 §结束阶段), so always the weakest would loop forever."""
        view = duel.view(request.player)
        player = request.player
        hand = len(view["players"][player]["hand"])

        def code(option):
            return self._stats(view, option.card)["code"]

        def value(option):
            data = self._card_data(code(option))
            return max(data.atk or 0, data.defense or 0)
        memo = self._discards
        asked = (view["turn"], player, request.prompt)     # (the same question again)
        if memo is None or memo[0] is not duel or memo[1] != asked:
            memo = self._discards = [duel, asked, hand, set()]
        options = request.options
        if hand >= memo[2] and memo[3]:
            # the hand did not shrink since the last discard: something came back
            options = [o for o in options if code(o) not in memo[3]] or options
        choice = min(options, key=value)
        memo[2] = hand
        memo[3].add(code(choice))
        return choice

    def _target(self, duel, request):
        """Target the opponent's cards when it can (most effects here harm their target)."""
        view = duel.view(request.player)
        theirs = self._uids_of(view, 1 - request.player)
        for option in request.options:
            if option.kind == "target" and option.card in theirs:
                return option
        return request.options[0]

    def _chain(self, duel, request):
        """Respond when something is happening that a response is for: a chain to answer,
        an attack on the way, a summon just made; otherwise keep the card for later."""
        view = duel.view(request.player)
        prompt = request.prompt.lower()
        busy = bool(view.get("chain")) or view.get("attack") is not None or "summon" in prompt
        if busy and not self.timing:
            return request.options[0]
        if busy:
            for option in request.options:
                if option.kind == "pass":
                    continue
                name = option.name or ""
                if name in self.NEVER_RESPOND:
                    continue
                if name in self.ATTACK_ONLY and view.get("attack") is None:
                    continue
                if name in self.OWN_TURN_ONLY and view.get("turn_player") != request.player:
                    continue
                return option
        return request.find(kind="pass")[0]

    def _zone(self, duel, request):
        """Where a card goes (docs/protocol.md `zone`): the leftmost zone offered (no card it
        plays cares about columns; the Extra Monster Zone first when one is offered)."""
        return request.options[0]

    MATERIAL_PROMPTS = ("synchro summon", "xyz summon", "link summon", "fusion material")

    def _select(self, duel, request):
        """Materials of a Synchro, Xyz, Link or Fusion Summon: the weakest monster offered
        (its better stat; on a tie the first), and no more materials than needed (it stops
        when it may). Other selections: the first option."""
        prompt = request.prompt.lower()
        if not any(words in prompt for words in self.MATERIAL_PROMPTS):
            return None
        for option in request.options:
            if option.kind == "option" and option.name and option.name.lower().startswith("stop"):
                return option
        view = duel.view(request.player)
        best = None
        for option in request.options:
            if option.kind != "select":
                continue
            card = self._stats(view, option.card)
            if card is None:
                value = 0
            elif "atk" in card or "def" in card:
                value = max(card.get("atk", 0) or 0, card.get("def", 0) or 0)
            else:
                data = self._card_data(card["code"]) if "code" in card else None
                value = max(data.atk or 0, data.defense or 0) if data is not None else 0
            if best is None or value < best[0]:
                best = (value, option)
        return best[1] if best is not None else None

    def _yes_no(self, duel, request):
        return request.find(kind="yes")[0]

    @staticmethod
    def _uids_of(view, player):
        side = view["players"][player]
        out = set()
        for zone in side["monsters"] + side["spells"] + [side["field"]]:
            if zone is not None:
                out.add(zone["uid"])
        for zone in view["extra_monster_zones"]:
            if zone is not None and zone.get("controller") == player:
                out.add(zone["uid"])
        return out

    def _tribute(self, duel, request):
        """Tribute the weakest monster."""
        view = duel.view(request.player)

        def value(option):
            card = self._stats(view, option.card)
            return max(card.get("atk", 0), card.get("def", 0)) if card else 0
        return min(request.options, key=value)
