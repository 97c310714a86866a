"""A trigger of a monster that destroys a monster by battle, when the same battle destroys it too.

yugioh-wiki.net 《相打ち》 (its history): until Master Rule 2 a monster's "if this card destroys a
monster by battle" (戦闘で破壊した場合) trigger was activated even when both monsters were destroyed
(a mutual destruction), unlike "when this card destroys a monster by battle and sends it to the GY"
(戦闘で破壊し墓地へ送った時), which never was; since Master Rule 3 (2014) neither is. The engine's era
rule: `Rules.mutual_destruction_triggers`, on in the MR1, MR2 and GOAT presets (the April 2005 TCG
format plays before Master Rule 3), off from MR3 on; the scripts of such triggers read it through
`kit.destroys_by_battle` (Fenrir: tests/cards/test_fenrir_same_battle_r57s.py; Timeater:
tests/cards/test_timeater_r55j.py). A replay recorded before the flag lacks it and reads it as
off, as it was played."""

from duelist.engine.replay import rules_of
from duelist.engine.rules import PRESETS, Rules, get_rules
from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_the_presets_by_era():
    """Q: which presets activate such a trigger in a mutual destruction? A: those before Master
    Rule 3: MR1, MR2 and GOAT; MR3, MR4 and MR5 (the default) do not."""
    assert {name: rules.mutual_destruction_triggers for name, rules in PRESETS.items()} == {
        "MR1": True, "MR2": True, "MR3": False, "MR4": False, "MR5": False, "GOAT": True}
    assert get_rules().mutual_destruction_triggers is False
    assert Rules("custom").mutual_destruction_triggers is False


def test_rules_recorded_before_the_flag_read_it_as_off():
    """Q: a GOAT replay recorded before the flag names its rules without it. A: it is read as
    off, today's rule, as the duel was played then; the flag itself goes and comes back in a
    replay's rules."""
    old = get_rules("GOAT").to_dict()
    del old["mutual_destruction_triggers"]
    assert rules_of({"rules": old, "version": 2}).mutual_destruction_triggers is False
    again = Rules.from_dict(get_rules("GOAT").to_dict())
    assert again == get_rules("GOAT") and again.mutual_destruction_triggers is True


def test_sends_it_to_the_gy_never_activates_in_a_mutual_destruction():
    """Q: my Needle Burrower (1700; "when it destroys a monster by battle and sends it to the GY",
    破壊し墓地へ送った時) attacks my opponent's Battle Ox (1700): both are destroyed. A: in no era:
    neither under GOAT nor under MR5 is its effect activated, no damage is dealt."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        table.monster(0, "Needle Burrower")
        table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", "Needle Burrower", target="Battle Ox", request="battle")
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert grave(duel, 0) == ["Needle Burrower"] and grave(duel, 1) == ["Battle Ox"], rules
        assert of_type(duel, "chain") == [] and lp(duel) == (8000, 8000), rules


def test_a_custom_rule_set_may_turn_it_on():
    """Q: a custom rule set, today's otherwise, with the flag on: Fenrir (1400) and Celtic
    Guardian (1400) destroy each other. A: Fenrir's trigger is activated (a chain link of it)."""
    table = Table(rules=get_rules("MR5").replace(mutual_destruction_triggers=True), turn=3,
                  turn_player=0, phase="battle_step")
    table.monster(0, "Fenrir")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Fenrir", target="Celtic Guardian", request="battle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Fenrir"] and grave(duel, 1) == ["Celtic Guardian"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Fenrir"]
