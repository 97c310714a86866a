"""Ray of Hope (82529174): one of its two targets leaves the GY before it resolves.

Sources: the card's text in our words (DCR 2005 and today's: two LIGHT monsters of your GY,
targeted, go into the Deck); seed 000 §對象 (a target that left its place is no longer a target).
Whether the target still there goes alone into the Deck is the script's READING (no ruling found on
yugioh-wiki.net or in the Goat rulings for this card; the card does not say "both"): it does."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_ray_of_hope_one_target_revived_in_chain_the_other_still_goes():
    """Q: my Ray of Hope targets Mystical Elf and Blue-Eyes White Dragon in my GY; I chain my Call
    of the Haunted and revive Blue-Eyes. A (the script's reading): Blue-Eyes stays on my field;
    Mystical Elf alone is shuffled into my Deck."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Ray of Hope")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ray of Hope")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("target", "Blue-Eyes White Dragon", request="target")
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    for _ in range(10):
        r = duel.request
        if r.kind == "chain":
            s.pick("pass")
        elif r.kind == "option":
            s.pick("option", "Attack Position", player=r.player)
        else:
            break
    assert [c.name for c in duel.monsters(0)] == ["Blue-Eyes White Dragon"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Celtic Guardian", "Mystical Elf"]
    assert grave(duel, 0) == ["Ray of Hope"]
