"""Chaos Command Magician (72630549): a monster effect that targets it and another card is not
negated.

Sources: the card's text, 2005 (Cybernetic Revolution) and today's alike, in our words: a
Monster Card's effect whose target is this one card is negated; yugioh-wiki.net
《カオス・コマンド・マジシャン》: an effect that targets it and another monster is not one of those
and resolves in full (the same in both presets)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CCM = "Chaos Command Magician"


def test_chaos_command_magician_targeted_with_another_by_nobleman_eater_bug_is_destroyed():
    """Q: I Flip Summon Nobleman-Eater Bug and target my opponent's Chaos Command Magician and
    their Battle Ox. A: the effect targets two cards, not the Magician alone: it is not negated;
    both are destroyed, the Bug stays."""
    table = Table(rules="GOAT", turn=3)
    bug = table.monster(0, "Nobleman-Eater Bug", position="set")
    table.monster(1, CCM)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.pick("target", CCM, player=0)
    s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 1)) == ["Battle Ox", CCM]
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == ["Nobleman-Eater Bug"]
