"""Secret Barrel answered by Scapegoat (the GOAT preset; round 52w).

Sources: goatformat.com, "Individual Rulings (S-T)", SECRET BARREL (in our own words: the cards
are counted when Secret Barrel resolves, not when it is activated); Scapegoat's 2005 text (a
Quick-Play Spell that Special Summons four Sheep Tokens to its player's side). Seed 004
§连锁和咒文速度 (the last link resolves first)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_sheep_tokens_summoned_in_the_chain_are_counted_and_so_is_the_waiting_scapegoat():
    """Q: my opponent holds 2 cards and controls Mystical Elf and a Set Scapegoat. I activate
    Secret Barrel; they chain Scapegoat. A: Scapegoat resolves first: four Sheep Tokens join the
    Elf, and Scapegoat, a resolved Quick-Play Spell, waits face-up on the field until the whole
    chain has resolved (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a
    Chain"; yugioh.lastdraw.com "Normal Spell Card"; round 55y's
    tests/rules/test_resolved_cards_go_to_the_gy_when_the_chain_ends_r55y.py). Secret Barrel then
    counts 2 cards in hand, 5 monsters and Scapegoat: 8 x 200 = 1600 damage; Scapegoat goes to
    the GY after."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="main1")
    table.spell_trap(0, "Secret Barrel")
    table.hand(1, "Battle Ox", "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    s.pick("activate", "Secret Barrel", player=0, request="chain")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Mystical Elf"] + ["Sheep Token"] * 4
    assert grave(duel, 1) == ["Scapegoat"] and grave(duel, 0) == ["Secret Barrel"]
    assert lp(duel) == (8000, 8000 - 1600)
