"""Shadow Spell (29267084) activated in the Damage Step.

Source: yugipedia "Card Rulings:Shadow Spell", OCG rulings, in our words: it may be activated from the
start of the Damage Step until before damage calculation (it changes ATK), and the attack under way
then goes on."""


from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SHS = "Shadow Spell"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_shadow_spell_activated_in_the_damage_step():
    """Q: my opponent's Summoned Skull (2500) attacks my Gemini Elf (1900). In the Damage Step, before
    damage calculation, may I activate my Set Shadow Spell on the Skull? A: yes (yugipedia, OCG ruling:
    from the start of the Damage Step until before damage calculation, as a card that changes ATK): the
    Skull has 1800 ATK, it is destroyed by battle and my opponent takes 100 damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    skull = table.monster(1, "Summoned Skull")
    elf = table.monster(0, "Gemini Elf")
    table.spell_trap(0, SHS)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=elf, player=1)
    s.pick("pass", player=0, request="chain")          # not at the attack declaration
    while duel.request.kind == "chain" and not s.has("activate", SHS):
        s.pick("pass", player=duel.request.player)
    s.expect(request="chain", player=0)
    s.pick("activate", SHS, player=0)
    s.pick("target", skull, player=0)
    _finish(s)
    assert grave(duel, 1) == ["Summoned Skull"] and grave(duel, 0) == [SHS]
    assert [c.name for c in duel.monsters(0)] == ["Gemini Elf"] and duel.players[1].lp == 7900
