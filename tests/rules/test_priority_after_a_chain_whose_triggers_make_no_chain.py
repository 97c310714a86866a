"""After a chain resolves, priority is the turn player's again (seed 000 §回合玩家的優先權: in
each phase and step the turn player may act first; using or passing priority hands it to the
opponent). Where the chain raised triggers that make no chain (an optional one declined) and
it Summoned nothing, nothing is left to answer: as after a chain that raised no trigger, the
Main Phase menu follows, the turn player holding priority with everything the menu offers;
the opponent may act once the turn player uses it or ends the phase (flag
`menu_after_unchained_triggers`, every preset; stop 43).

Before the flag (replays and rooms recorded before it), the turn player was asked for fast
effects, then the opponent, and then the menu came back: passing that ask handed priority to
the opponent before the turn player could Summon or use an Ignition Effect. Found by
`fuzz_pairs --rules GOAT --check` (the kept-answers oracle, which gives no such ask). The
first version of the old path asked the player the resolved chain's last link asked first
(h41c's mutation round, stop 41)."""

from duelist.engine.rules import PRESETS
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _dark_hole_and_a_declined_makyura(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Dark Hole", "Mystical Elf")
    table.monster(0, "Makyura the Destructor")
    table.spell_trap(0, "Dust Tornado")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Makyura the Destructor"]
    s.expect(request="yes_no", player=0)
    s.answer([o for o in duel.request.options if o.kind == "no"][0])
    return duel, s


def test_after_dark_hole_and_a_declined_makyura_trigger_the_turn_player_keeps_priority():
    """Question: player 0 activates Dark Hole, destroying their own Makyura the Destructor and
    player 1's Battle Ox; player 0 declines Makyura's optional trigger (Traps from the hand this
    turn). Both players have a Set Dust Tornado. Who acts next? Answer: player 0, the turn
    player, with priority in an open game state: they may Summon Mystical Elf or activate their
    Dust Tornado; player 1 gets no chance to activate theirs before player 0 does something or
    ends the phase."""
    duel, s = _dark_hole_and_a_declined_makyura("MR5")
    s.expect(request="idle", player=0)
    assert s.has("summon", "Mystical Elf")
    assert s.has("activate", "Dust Tornado")
    s.pick("summon", "Mystical Elf")
    # the Summon is what player 1 may answer now: after player 0, who passes
    s.expect(request="chain", player=0)
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Dust Tornado")


def test_the_same_under_goat():
    """The same position under GOAT: the menu follows as well (the turn player's Ignition
    Effects are in it)."""
    duel, s = _dark_hole_and_a_declined_makyura("GOAT")
    s.expect(request="idle", player=0)
    assert s.has("summon", "Mystical Elf")


def test_before_the_flag_the_turn_player_was_asked_first_then_the_opponent():
    """Rules recorded before `menu_after_unchained_triggers`: player 0 is asked first (fast
    effects only), then player 1, then the menu comes back."""
    duel, s = _dark_hole_and_a_declined_makyura(PRESETS["MR5"].replace(menu_after_unchained_triggers=False))
    s.expect(request="chain", player=0)
    assert s.has("activate", "Dust Tornado")
    assert not s.has("summon", "Mystical Elf")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    s.pick("pass", player=1)
    s.expect(request="idle", player=0)


def test_every_preset_lets_the_menu_follow_and_an_older_replay_plays_without_it():
    """The flag is on in every preset and for custom rules; a replay whose rules lack it
    (recorded before it) plays without it, and one recorded with the older flag alone keeps
    that one."""
    from duelist.engine.replay import rules_of
    from duelist.engine.rules import Rules
    assert all(rules.menu_after_unchained_triggers for rules in PRESETS.values())
    assert Rules().menu_after_unchained_triggers is True
    data = {"version": 2, "rules": PRESETS["MR5"].to_dict()}
    del data["rules"]["menu_after_unchained_triggers"]
    older = rules_of(data)
    assert older.menu_after_unchained_triggers is False and older.seed_priority_after_chain is True
    assert rules_of({"version": 2, "rules": PRESETS["MR5"].to_dict()}).menu_after_unchained_triggers is True
